import EditIcon from '@mui/icons-material/Edit';
import EventIcon from '@mui/icons-material/EventOutlined';
import PointOfSaleIcon from '@mui/icons-material/PointOfSaleOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { clientName, OPPORTUNITY_STATUSES, type Opportunity } from '../api/sales-order-keys';

// Where a won opportunity goes next: the calendar or the sale, with its client preselected.
export function WonLinks({ opportunity }: { opportunity: Opportunity }) {
  const { t } = useTranslation();
  const client = opportunity.client_id ? `?client=${opportunity.client_id.id}` : '';
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<EventIcon />}
        component={RouterLink}
        to={`/calendar${client}`}
      >
        {t('salesOrders.book')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        startIcon={<PointOfSaleIcon />}
        component={RouterLink}
        to={`/sales/sales${client}`}
      >
        {t('salesOrders.sell')}
      </Button>
    </Stack>
  );
}

// A card of the board: draggable to another column, or moved with its status select.
export function OpportunityCard({
  opportunity,
  today,
  canUpdate,
  onMove,
  onEdit,
}: {
  opportunity: Opportunity;
  today: string;
  canUpdate: boolean;
  onMove: (status: string) => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const interest = opportunity.service_id?.name ?? opportunity.product_id?.name;
  const overdue =
    opportunity.next_follow_up !== null &&
    opportunity.next_follow_up < today &&
    ['new', 'contacted'].includes(opportunity.status);
  return (
    <Card
      variant="outlined"
      draggable={canUpdate}
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', String(opportunity.id));
        event.dataTransfer.effectAllowed = 'move';
      }}
      sx={{ cursor: canUpdate ? 'grab' : undefined }}
      data-testid={`opportunity-${opportunity.id}`}
      aria-label={opportunity.title}
    >
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
          <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{opportunity.title}</Typography>
            <Typography variant="body2" color="text.secondary">
              {clientName(opportunity.client_id)}
            </Typography>
          </Stack>
          {canUpdate && (
            <IconButton size="small" aria-label={`${t('crud.edit')} ${opportunity.title}`} onClick={onEdit}>
              <EditIcon fontSize="small" />
            </IconButton>
          )}
        </Stack>
        <Typography sx={{ fontWeight: 700, mt: 0.5 }}>
          {formatMoney(Number(opportunity.expected_value))}
        </Typography>
        {interest && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('salesOrders.interest')}: {interest}
          </Typography>
        )}
        {opportunity.next_follow_up && (
          <Typography
            variant="body2"
            color={overdue ? 'error.main' : 'text.secondary'}
            sx={{ fontWeight: overdue ? 600 : undefined }}
            title={overdue ? t('salesOrders.followUpDue') : undefined}
          >
            {t('salesOrders.nextFollowUp')}: {formatDate(opportunity.next_follow_up)}
          </Typography>
        )}
        {canUpdate && (
          <TextField
            select
            size="small"
            fullWidth
            label={t('salesOrders.moveTo')}
            value={opportunity.status}
            onChange={(event) => onMove(event.target.value)}
            sx={{ mt: 1.5 }}
            slotProps={{
              select: { inputProps: { 'aria-label': `${t('salesOrders.moveTo')} ${opportunity.title}` } },
            }}
          >
            {OPPORTUNITY_STATUSES.map((code) => (
              <MenuItem key={code} value={code}>
                {t(`salesOrders.opportunityStatuses.${code}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {opportunity.status === 'won' && (
          <Stack sx={{ mt: 1.5, gap: 0.5 }}>
            <Typography variant="caption" color="text.secondary">
              {t('salesOrders.wonNext')}
            </Typography>
            <WonLinks opportunity={opportunity} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
