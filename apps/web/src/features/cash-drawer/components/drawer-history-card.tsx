import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { EmptyRow, ListPagination } from '../../../shared/ui/list-parts';
import { SectionCard } from '../../../shared/ui/section-card';
import { openClosingReport } from '../api/get-closing-report';
import { SESSIONS_PAGE_SIZE } from '../api/get-sessions';
import type { CashDrawerState } from './use-cash-drawer-page';

const person = (user: { first_name: string; last_name: string | null } | null) =>
  user ? `${user.first_name} ${user.last_name ?? ''}`.trim() : '—';

// The site's past sessions, newest first: who opened, when it closed, the difference counted,
// and each closed session's report.
export function DrawerHistoryCard({ drawer }: { drawer: CashDrawerState }) {
  const { t } = useTranslation();
  const { sessions, page, setPage, time } = drawer;
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <SectionCard title={t('cashDrawer.history')} testId="drawer-history">
      {problem && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {problem}
        </Alert>
      )}
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('cashDrawer.opened')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t('cashDrawer.closed')}
              </TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t('cashDrawer.float')}
              </TableCell>
              <TableCell align="right">{t('cashDrawer.difference')}</TableCell>
              <TableCell align="right">{t('cashDrawer.report')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sessions.data?.data.length === 0 && <EmptyRow colSpan={5} text={t('cashDrawer.noSessions')} />}
            {sessions.data?.data.map((row) => {
              const difference = row.cash_drawer_count.reduce((sum, count) => sum + count.difference, 0);
              return (
                <TableRow key={row.id} data-testid="drawer-session-row">
                  <TableCell>
                    {formatDate(row.opened_at)} {time(row.opened_at)}
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {person(row.opened_by)}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {row.closed_at
                      ? `${formatDate(row.closed_at)} ${time(row.closed_at)}`
                      : t('cashDrawer.openNow')}
                    {row.notes && (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {row.notes}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {formatMoney(row.opening_amount)}
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{
                      color:
                        row.status === 'open'
                          ? 'text.secondary'
                          : difference === 0
                            ? 'success.dark'
                            : 'error.dark',
                    }}
                  >
                    {row.status === 'open' ? '—' : formatMoney(difference)}
                  </TableCell>
                  <TableCell align="right">
                    {row.status === 'closed' && (
                      <Button
                        size="small"
                        onClick={() =>
                          openClosingReport(row.id, 'download').catch((e: unknown) =>
                            setProblem(httpErrorMessage(e)),
                          )
                        }
                      >
                        PDF
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ overflowX: 'auto' }}>
        <ListPagination
          count={sessions.data?.meta?.filter_count ?? 0}
          page={page}
          pageSize={SESSIONS_PAGE_SIZE}
          onPage={setPage}
          onPageSize={() => undefined}
        />
      </Box>
    </SectionCard>
  );
}
