import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../shared/ui/scroll-region';
import { SectionCard } from '../../../shared/ui/section-card';
import type { PayslipPageState } from './use-payslip-page';

export type PayslipData = NonNullable<PayslipPageState['data']>;

// Commission and consumables per service category.
export function PayslipCategories({ data }: { data: PayslipData }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('specialistPay.byCategory')}>
      <ScrollRegion label={t('specialistPay.byCategory')}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('specialistPay.category')}</TableCell>
              <TableCell align="right">{t('specialistPay.services')}</TableCell>
              <TableCell align="right">{t('specialistPay.sold')}</TableCell>
              <TableCell align="right">{t('specialistPay.commission')}</TableCell>
              <TableCell align="right">{t('specialistPay.consumables')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.categories.map((row) => (
              <TableRow key={row.category}>
                <TableCell>{row.category}</TableCell>
                <TableCell align="right">{row.services}</TableCell>
                <TableCell align="right">{formatMoney(row.sold)}</TableCell>
                <TableCell align="right">{formatMoney(row.commission)}</TableCell>
                <TableCell align="right">{formatMoney(-row.consumable)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
    </SectionCard>
  );
}

// Every line of the period: services, consumables, advances and tips, with what each pays.
export function PayslipLines({ lines }: { lines: PayslipPageState['lines'] }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('specialistPay.lines')} testId="payslip-lines">
      <ScrollRegion label={t('specialistPay.lines')}>
        <Table size="small" sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('specialistPay.date')}</TableCell>
              <TableCell>{t('specialistPay.detail')}</TableCell>
              <TableCell align="right">{t('specialistPay.sold')}</TableCell>
              <TableCell align="right">{t('specialistPay.commission')}</TableCell>
              <TableCell align="right">{t('specialistPay.consumables')}</TableCell>
              <TableCell align="right">{t('specialistPay.net')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(lines.data?.rows ?? []).map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: report lines have no id; the server fixes their order
              <TableRow key={`${row.date}-${index}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDate(String(row.date).slice(0, 10))}
                </TableCell>
                <TableCell>
                  {row.kind}
                  {row.description ? `: ${row.description}` : ''}
                </TableCell>
                <TableCell align="right">{row.sold ? formatMoney(Number(row.sold)) : ''}</TableCell>
                <TableCell align="right">
                  {row.commission ? formatMoney(Number(row.commission)) : ''}
                </TableCell>
                <TableCell align="right">
                  {row.consumable ? formatMoney(-Number(row.consumable)) : ''}
                </TableCell>
                <TableCell align="right">{formatMoney(Number(row.pay))}</TableCell>
              </TableRow>
            ))}
            {lines.data && lines.data.rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>{t('specialistPay.noLines')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </ScrollRegion>
    </SectionCard>
  );
}
