import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import { usePaymentMethodLabel } from '../../../shared/api/use-payment-method-label';
import { SectionCard } from '../../../shared/ui/section-card';
import type { CashDrawerState } from './use-cash-drawer-page';

const HIDE_ON_PHONE = { display: { xs: 'none', sm: 'table-cell' } };

// The open session: when and by whom, its float, and what each method should hold now.
export function DrawerSessionCard({ drawer }: { drawer: CashDrawerState }) {
  const { t } = useTranslation();
  const methodName = usePaymentMethodLabel();
  const { session, status, expected, site, time } = drawer;
  return (
    <SectionCard title={t('cashDrawer.session')} testId="drawer-session">
      {!session ? (
        <Alert severity="info">{t('cashDrawer.closedNow', { site: site?.name ?? '' })}</Alert>
      ) : (
        <Stack spacing={1}>
          <Chip color="success" label={t('cashDrawer.openNow')} sx={{ alignSelf: 'flex-start' }} />
          <Typography>
            {t('cashDrawer.openedAt', {
              date: formatDate(session.opened_at),
              time: time(session.opened_at),
              name: session.opened_by ?? '—',
            })}
          </Typography>
          <Typography>{t('cashDrawer.floatWas', { amount: formatMoney(session.opening_amount) })}</Typography>
          {status.data?.blind && expected.length === 0 ? (
            <Typography color="text.secondary">{t('cashDrawer.blind')}</Typography>
          ) : (
            <Table size="small" data-testid="drawer-expected">
              <TableHead>
                <TableRow>
                  <TableCell>{t('cashDrawer.method')}</TableCell>
                  <TableCell align="right" sx={HIDE_ON_PHONE}>
                    {t('cashDrawer.in')}
                  </TableCell>
                  <TableCell align="right" sx={HIDE_ON_PHONE}>
                    {t('cashDrawer.out')}
                  </TableCell>
                  <TableCell align="right">{t('cashDrawer.expected')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(status.data?.expected ?? []).map((row) => (
                  <TableRow key={row.payment_methods_name}>
                    <TableCell>{methodName(row.payment_methods_name)}</TableCell>
                    <TableCell align="right" sx={HIDE_ON_PHONE}>
                      {formatMoney(row.in)}
                    </TableCell>
                    <TableCell align="right" sx={HIDE_ON_PHONE}>
                      {formatMoney(row.out)}
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600 }}>
                      {formatMoney(row.expected)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
