import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import { usePaymentMethodLabel } from '../../../shared/api/use-payment-method-label';
import { EmptyRow } from '../../../shared/ui/list-parts';
import { ScrollRegion } from '../../../shared/ui/scroll-region';
import { SectionCard } from '../../../shared/ui/section-card';
import { MOVEMENT_SIGN } from '../api/cash-drawer-keys';
import type { CashDrawerState } from './use-cash-drawer-page';

// The open session's movements: sales, cash in and out, payouts, each signed by its direction.
export function DrawerMovementsCard({ drawer }: { drawer: CashDrawerState }) {
  const { t } = useTranslation();
  const methodName = usePaymentMethodLabel();
  const { session, movements, time } = drawer;
  return (
    <SectionCard title={t('cashDrawer.movements')} testId="drawer-movements">
      <ScrollRegion label={t('cashDrawer.movements')} maxHeight={420}>
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell>{t('cashDrawer.time')}</TableCell>
              <TableCell>{t('cashDrawer.concept')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t('cashDrawer.method')}
              </TableCell>
              <TableCell align="right">{t('cashDrawer.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(!session || movements.data?.length === 0) && (
              <EmptyRow colSpan={4} text={t('cashDrawer.noMovements')} />
            )}
            {session &&
              movements.data?.map((movement) => (
                <TableRow key={movement.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{time(movement.date_created)}</TableCell>
                  <TableCell>
                    <Typography variant="body2">
                      {movement.concept ?? t(`cashDrawer.types.${movement.type}`, movement.type)}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {t(`cashDrawer.types.${movement.type}`, movement.type)}
                      {movement.specialist_id ? ` · ${movement.specialist_id.name}` : ''}
                      {movement.client_id ? ` · ${movement.client_id.first_name}` : ''}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {methodName(movement.payment_methods_name)}
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{
                      whiteSpace: 'nowrap',
                      color: movement.direction === 'out' ? 'error.dark' : 'success.dark',
                    }}
                  >
                    {formatMoney(MOVEMENT_SIGN(movement.direction) * movement.amount)}
                  </TableCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </ScrollRegion>
    </SectionCard>
  );
}
