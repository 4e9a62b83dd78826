import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { closeDrawer } from '@sari/contracts/cash-drawer';
import type { OutputOf } from '@sari/contracts/operation';
import { formatMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { openClosingReport } from '../api/get-closing-report';

// The closed session: expected, counted and difference per method, and its closing report.
export function CloseResult({
  result,
  label,
  problem,
  setProblem,
}: {
  result: OutputOf<typeof closeDrawer>;
  label: (code: string) => string;
  problem: string | null;
  setProblem: (problem: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Table size="small" data-testid="close-result">
        <TableHead>
          <TableRow>
            <TableCell>{t('cashDrawer.method')}</TableCell>
            <TableCell align="right">{t('cashDrawer.expected')}</TableCell>
            <TableCell align="right">{t('cashDrawer.counted')}</TableCell>
            <TableCell align="right">{t('cashDrawer.difference')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {result.counts.map((row) => (
            <TableRow key={row.payment_methods_name}>
              <TableCell>{label(row.payment_methods_name)}</TableCell>
              <TableCell align="right">{formatMoney(row.expected_amount)}</TableCell>
              <TableCell align="right">{formatMoney(row.counted_amount)}</TableCell>
              <TableCell
                align="right"
                sx={{ color: row.difference === 0 ? 'success.dark' : 'error.dark', fontWeight: 600 }}
              >
                {formatMoney(row.difference)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant="outlined"
          onClick={() =>
            openClosingReport(result.id, 'print').catch((e: unknown) => setProblem(httpErrorMessage(e)))
          }
        >
          {t('cashDrawer.printReport')}
        </Button>
        <Button
          variant="outlined"
          onClick={() =>
            openClosingReport(result.id, 'download').catch((e: unknown) => setProblem(httpErrorMessage(e)))
          }
        >
          {t('cashDrawer.downloadReport')}
        </Button>
      </Stack>
      {problem && <Alert severity="error">{problem}</Alert>}
    </Stack>
  );
}
