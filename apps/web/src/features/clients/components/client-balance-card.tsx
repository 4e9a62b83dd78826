import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sari/domain/dates';
import { depositCreditType } from '@sari/domain/deposits';
import { formatMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../shared/ui/section-card';
import type { ClientHistory } from './use-client-detail';

// The client's balance (credit or deposit) and the movements behind it.
export function ClientBalanceCard({
  clientId,
  history,
  canSell,
}: {
  clientId: number;
  history: ClientHistory | undefined;
  canSell: boolean;
}) {
  const { t } = useTranslation();
  // null: the deposits could not be read (spec 8: only logged); the balance is not made up.
  const knownBalance = history ? history.balance : 0;
  const balance = knownBalance ?? 0;
  const kind = depositCreditType(balance);
  return (
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
      {canSell && (
        <Button
          component={RouterLink}
          to={`/sales/sales?abono=${clientId}`}
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
      {(history?.movements ?? []).length === 0 ? (
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
              {history?.movements.map((movement) => (
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
  );
}
