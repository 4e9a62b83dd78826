import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import StarIcon from '@mui/icons-material/Star';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { contrastTextColor } from '@sari/domain/color';
import { formatDate } from '@sari/domain/dates';
import { depositCreditType } from '@sari/domain/deposits';
import { formatMoney } from '@sari/domain/money';
import { formatTime12h } from '@sari/domain/time-slots';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useCurrentUser } from '../../../shared/session/current-user';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { PhoneLink } from '../../../shared/ui/phone-link';
import { CHIP_IN_COLUMN } from '../../../shared/ui/responsive';
import { SectionCard } from '../../../shared/ui/section-card';
import { useClient } from '../api/get-client';
import { useClientHistory } from '../api/get-client-history';
import { ClientFormDialog } from './client-form-dialog';

export function ClientDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const permissions = useCurrentUser().data?.permissions ?? new Set<string>();
  const client = useClient(id);
  const history = useClientHistory(id, {
    calendar: permissions.has('calendar:read'),
    sales: permissions.has('sales:read'),
  });
  const [editing, setEditing] = useState(false);

  if (client.isLoading) {
    return <CenteredSpinner />;
  }
  if (!client.data) {
    return <Alert severity="error">{t('clients.notFound')}</Alert>;
  }
  const data = client.data;
  // null: the deposits could not be read (spec 8: only logged); the balance is not made up.
  const knownBalance = history.data ? history.data.balance : 0;
  const balance = knownBalance ?? 0;
  const kind = depositCreditType(balance);
  const fields: [string, ReactNode][] = [
    [
      t('clients.documentNumber'),
      data.document_number ? `${data.document_type ?? ''} ${data.document_number}`.trim() : null,
    ],
    [
      t('clients.phone'),
      data.phone ? (
        <PhoneLink key="phone" phone={data.phone} whatsappText={`Hola ${data.first_name}`} />
      ) : null,
    ],
    [
      t('clients.email'),
      data.email ? (
        <Link key="email" href={`mailto:${data.email}`}>
          {data.email}
        </Link>
      ) : null,
    ],
    [t('clients.birthDate'), data.birth_date ? formatDate(data.birth_date) : null],
    [t('clients.since'), formatDate(data.date_created)],
    [t('clients.notes'), data.notes],
  ];

  return (
    <Box>
      <Button component={RouterLink} to="/client" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t('clients.back')}
      </Button>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }} data-testid="client-name">
          {`${data.first_name} ${data.last_name ?? ''}`.trim()}
        </Typography>
        {!data.is_active && <Chip label={t('clients.inactive')} sx={CHIP_IN_COLUMN} />}
        {data.client_client_tag.map((tag) => (
          <Chip
            key={tag.client_tag_id.name}
            label={tag.client_tag_id.name}
            sx={
              tag.client_tag_id.color
                ? {
                    ...CHIP_IN_COLUMN,
                    bgcolor: tag.client_tag_id.color,
                    color: contrastTextColor(tag.client_tag_id.color),
                  }
                : CHIP_IN_COLUMN
            }
          />
        ))}
        {permissions.has('clients:update') && (
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            {t('clients.edit')}
          </Button>
        )}
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard title={t('clients.data')}>
            {fields.map(([label, value]) => (
              <Stack
                key={label}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={{ xs: 0, sm: 2 }}
                sx={{ py: 0.5, minWidth: 0 }}
              >
                <Typography color="text.secondary" sx={{ minWidth: 170 }}>
                  {label}
                </Typography>
                <Typography component="div" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {value ?? '—'}
                </Typography>
              </Stack>
            ))}
          </SectionCard>
        </Grid>
        {permissions.has('sales:read') && (
          <Grid size={{ xs: 12, md: 6 }}>
            <SectionCard title={t('clients.balance')} testId="client-balance">
              <Typography
                variant="h2"
                color={kind === 'credito' ? 'error.dark' : kind === 'abono' ? 'success.dark' : 'text.primary'}
              >
                {knownBalance === null ? '—' : formatMoney(Math.abs(balance))}
              </Typography>
              <Typography color="text.secondary">
                {knownBalance === null
                  ? t('clients.balanceUnavailable')
                  : kind === 'credito'
                    ? t('clients.balanceCredito')
                    : kind === 'abono'
                      ? t('clients.balanceAbono')
                      : t('clients.balanceNone')}
              </Typography>
              {permissions.has('sales:create') && (
                <Button
                  component={RouterLink}
                  to={`/sales/sales?abono=${id}`}
                  variant="outlined"
                  size="small"
                  sx={{ mt: 1 }}
                  data-testid="client-money"
                >
                  {t('clients.recordMoney')}
                </Button>
              )}
              <Typography variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>
                {t('clients.balanceMovements')}
              </Typography>
              {(history.data?.movements ?? []).length === 0 ? (
                <Typography color="text.secondary">{t('clients.noBalanceMovements')}</Typography>
              ) : (
                <TableContainer>
                  <Table size="small" data-testid="balance-movements">
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('clients.movementDate')}</TableCell>
                        <TableCell>{t('clients.movementKind')}</TableCell>
                        <TableCell align="right">{t('clients.movementAmount')}</TableCell>
                        <TableCell align="right">{t('clients.movementPending')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {history.data?.movements.map((movement) => (
                        <TableRow key={movement.key}>
                          <TableCell>{movement.date ? formatDate(movement.date) : '—'}</TableCell>
                          <TableCell>{t(`clients.movementKinds.${movement.kind}`)}</TableCell>
                          <TableCell align="right">
                            {movement.amount === null ? '—' : formatMoney(movement.amount)}
                          </TableCell>
                          <TableCell align="right">{formatMoney(movement.remaining)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              )}
            </SectionCard>
          </Grid>
        )}
        {permissions.has('calendar:read') && (
          <Grid size={{ xs: 12, md: 6 }}>
            <SectionCard title={t('clients.reservations')} testId="client-reservations">
              {(history.data?.reservations ?? []).length === 0 ? (
                <Typography color="text.secondary">{t('clients.noReservations')}</Typography>
              ) : (
                <List dense disablePadding>
                  {history.data?.reservations.map((reservation) => (
                    <ListItem key={reservation.id} disableGutters sx={{ gap: 1 }}>
                      <ListItemText
                        primary={`${formatDate(reservation.date)} · ${reservation.service_reservation_service.map((line) => `${formatTime12h(line.service_time)} ${line.service_id.name}`).join(', ')}`}
                        secondary={`${reservation.site_id.name} · ${reservation.service_reservation_service.map((line) => line.specialist_id.name).join(', ')}`}
                      />
                      <Chip size="small" label={t(`status.${reservation.status}`)} />
                    </ListItem>
                  ))}
                </List>
              )}
            </SectionCard>
          </Grid>
        )}
        {permissions.has('sales:read') && (
          <Grid size={{ xs: 12, md: 6 }}>
            <SectionCard title={t('clients.purchases')} testId="client-purchases">
              {(history.data?.purchases ?? []).length === 0 ? (
                <Typography color="text.secondary">{t('clients.noPurchases')}</Typography>
              ) : (
                <List dense disablePadding>
                  {history.data?.purchases.map((purchase) => (
                    <ListItem key={purchase.id} disableGutters sx={{ gap: 1 }}>
                      <ListItemText
                        primary={formatDate(purchase.date_created)}
                        secondary={purchase.site_id.name}
                      />
                      <Typography sx={{ fontWeight: 600 }}>{formatMoney(purchase.total)}</Typography>
                    </ListItem>
                  ))}
                </List>
              )}
            </SectionCard>
          </Grid>
        )}
        {permissions.has('calendar:read') && (
          <Grid size={{ xs: 12, md: 6 }}>
            <SectionCard title={t('clients.ratings')}>
              {(history.data?.ratings ?? []).length === 0 ? (
                <Typography color="text.secondary">{t('clients.noRatings')}</Typography>
              ) : (
                <List dense disablePadding>
                  {history.data?.ratings.map((rating) => (
                    <ListItem key={rating.date_created} disableGutters>
                      <ListItemText
                        primary={
                          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                            <StarIcon fontSize="small" sx={{ color: 'overdue.main' }} />
                            <span>{`${rating.service_rating ?? '—'} / ${rating.specialist_rating ?? '—'} · ${rating.specialist_id?.name ?? ''}`}</span>
                          </Stack>
                        }
                        secondary={rating.comment}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </SectionCard>
          </Grid>
        )}
      </Grid>
      {editing && <ClientFormDialog open client={data} onClose={() => setEditing(false)} />}
    </Box>
  );
}
