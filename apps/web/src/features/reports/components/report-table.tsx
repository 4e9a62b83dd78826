import SwipeIcon from '@mui/icons-material/SwipeLeftOutlined';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyRow, SortLabel } from '../../../shared/ui/list-parts';
import { formatCell, isNumeric, type ReportOutput, totalsRow } from '../report-format';

// The first column names the row (month, client, product): it stays in place while the
// others scroll sideways on a narrow screen.
const sticky = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderRight: '1px solid',
  borderRightColor: 'divider',
} as const;

export function ReportTable({
  output,
  sort,
  onSort,
  timeZone,
}: {
  output: ReportOutput;
  sort: string | null;
  onSort: (key: string) => void;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  const totals = totalsRow(output, t('reports.total'));

  // "Swipe for more" shows only when the table is wider than its card.
  useEffect(() => {
    const element = box.current;
    if (!element) {
      return;
    }
    const check = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      {scrolls && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 2, pt: 1 }}
          data-testid="scroll-hint"
          data-print="hide"
        >
          <SwipeIcon fontSize="small" /> {t('reports.scrollHint')}
        </Typography>
      )}
      <TableContainer ref={box} sx={{ overflowX: 'auto' }} data-testid="report-table-box">
        <Table
          size="small"
          data-testid="report-table"
          // Figures never wrap; headers and a moment's date and time may, so a wide report fits a
          // 1366 px screen instead of scrolling its last columns away.
          sx={{
            '& td': { whiteSpace: 'nowrap' },
            '& th': { whiteSpace: 'normal', verticalAlign: 'bottom', overflowWrap: 'normal' },
            '& td, & th': { px: { md: 0.75 } },
            // An unsorted column's hidden arrow keeps no room on a desktop (eleven of them are a
            // column's width); the sorted column shows its arrow.
            '& th .MuiTableSortLabel-root:not(.Mui-active) .MuiTableSortLabel-icon': {
              display: { md: 'none' },
            },
          }}
        >
          <TableHead>
            <TableRow>
              {output.columns.map((column, index) => (
                <TableCell
                  key={column.key}
                  align={isNumeric(column.type) ? 'right' : 'left'}
                  sortDirection={
                    sort?.replace('-', '') === column.key ? (sort.startsWith('-') ? 'desc' : 'asc') : false
                  }
                  sx={{ fontWeight: 600, ...(index === 0 ? sticky : {}) }}
                >
                  <SortLabel field={column.key} sort={sort ?? ''} onSort={() => onSort(column.key)}>
                    {column.label}
                  </SortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {output.rows.length === 0 ? (
              <EmptyRow colSpan={output.columns.length} text={t('reports.empty')} />
            ) : (
              output.rows.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: report rows have no id; a page is replaced whole
                <TableRow key={rowIndex} hover>
                  {output.columns.map((column, index) => (
                    <TableCell
                      key={column.key}
                      align={isNumeric(column.type) ? 'right' : 'left'}
                      sx={{ ...(column.type === 'text' ? wrapText : {}), ...(index === 0 ? sticky : {}) }}
                    >
                      {column.type === 'datetime' ? (
                        <DateTimeCell text={formatCell(row[column.key] ?? null, column.type, timeZone)} />
                      ) : (
                        formatCell(row[column.key] ?? null, column.type, timeZone)
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
          {totals && output.rows.length > 0 && (
            <TableFooter>
              <TableRow data-testid="report-totals">
                {output.columns.map((column, index) => {
                  const value = totals[index];
                  return (
                    <TableCell
                      key={column.key}
                      align={isNumeric(column.type) ? 'right' : 'left'}
                      sx={{
                        fontWeight: 700,
                        fontSize: '0.875rem',
                        color: 'text.primary',
                        borderTop: '2px solid',
                        borderTopColor: 'primary.main',
                        ...(index === 0 ? sticky : {}),
                      }}
                    >
                      {value === null
                        ? ''
                        : column.total
                          ? formatCell(value, column.type, timeZone)
                          : String(value)}
                    </TableCell>
                  );
                })}
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </TableContainer>
    </>
  );
}

// Words (a site, a person) may take two lines on a wide report; a long word still breaks.
const wrapText = { whiteSpace: { md: 'normal' }, minWidth: { md: 88 }, overflowWrap: 'anywhere' } as const;

// A moment as its day over its time ('05 Ene 2026' / '12:23 PM'): two short lines, not one long one.
function DateTimeCell({ text }: { text: string }) {
  const day = /^\d{2} \S+ \d{4}/.exec(text)?.[0];
  if (!day) {
    return <>{text}</>;
  }
  return (
    <>
      {day}
      <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
        {text.slice(day.length).trim()}
      </Box>
    </>
  );
}
