import Box from '@mui/material/Box';
import { THEME_COLORS } from '@sari/domain/constants';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCell, type ReportOutput } from '../report-format';

// Purple first, then the theme's other colours for further series and slices.
const COLORS = [
  THEME_COLORS.primary,
  '#9C6ADE',
  THEME_COLORS.info,
  THEME_COLORS.success,
  THEME_COLORS.warning,
  '#C9A7EB',
  THEME_COLORS.overdue,
  THEME_COLORS.error,
];

// The report's chart as the answer declares it (bar, line or pie over its x column and series).
// This file is its own chunk: recharts loads only when a report with a chart is on screen.
export function ReportChart({
  output,
  timeZone,
  height = 300,
}: {
  output: ReportOutput;
  timeZone: string;
  height?: number;
}) {
  const chart = output.chart;
  if (!chart) {
    return null;
  }
  const columnOf = (key: string) => output.columns.find((column) => column.key === key);
  const labelOf = (key: string) => columnOf(key)?.label ?? key;
  const xColumn = columnOf(chart.x);
  // A line runs along its x (days, months) whatever the table's order.
  const rows =
    chart.kind === 'line'
      ? [...output.rows].sort((a, b) => String(a[chart.x] ?? '').localeCompare(String(b[chart.x] ?? '')))
      : output.rows;
  const data = rows.map((row) => ({
    ...row,
    [chart.x]: xColumn ? formatCell(row[chart.x] ?? null, xColumn.type, timeZone) : row[chart.x],
    ...Object.fromEntries(chart.series.map((key) => [key, Number(row[key] ?? 0)])),
  }));
  const show = (value: unknown, key: string) => {
    const column = columnOf(key);
    return column ? formatCell(Number(value), column.type, timeZone) : String(value);
  };
  const axisType = columnOf(chart.series[0])?.type ?? 'number';
  // Money on the axis reads as everywhere else ("$1.500.000", never "$1,5 M"), wide enough for it.
  const axis = (value: number) => formatCell(value, axisType, timeZone);
  const axisWidth = axisType === 'money' ? 104 : 64;
  const tooltip = (
    <Tooltip
      formatter={(value, name, item) => [
        show(value, String(item?.dataKey ?? name)),
        labelOf(String(item?.dataKey ?? name)),
      ]}
    />
  );

  return (
    <Box
      sx={{ width: '100%', height }}
      data-testid="report-chart"
      role="img"
      aria-label={labelOf(chart.series[0])}
    >
      <ResponsiveContainer width="100%" height="100%">
        {chart.kind === 'pie' ? (
          <PieChart>
            <Pie
              data={data}
              dataKey={chart.series[0]}
              nameKey={chart.x}
              innerRadius="45%"
              outerRadius="80%"
              paddingAngle={1}
              isAnimationActive={false}
            >
              {data.map((row, index) => (
                <Cell key={String(row[chart.x])} fill={COLORS[index % COLORS.length]} />
              ))}
            </Pie>
            {tooltip}
            <Legend />
          </PieChart>
        ) : chart.kind === 'line' ? (
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey={chart.x} tick={{ fontSize: 12 }} />
            <YAxis tickFormatter={axis} tick={{ fontSize: 12 }} width={axisWidth} />
            {tooltip}
            {chart.series.length > 1 && <Legend formatter={(key) => labelOf(String(key))} />}
            {chart.series.map((key, index) => (
              <Line
                key={key}
                dataKey={key}
                stroke={COLORS[index % COLORS.length]}
                strokeWidth={2}
                // Many days: small dots, so the line reads.
                dot={{ r: data.length > 31 ? 1.5 : 3 }}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        ) : (
          <BarChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey={chart.x} tick={{ fontSize: 12 }} />
            <YAxis tickFormatter={axis} tick={{ fontSize: 12 }} width={axisWidth} />
            {tooltip}
            {chart.series.length > 1 && <Legend formatter={(key) => labelOf(String(key))} />}
            {chart.series.map((key, index) => (
              <Bar
                key={key}
                dataKey={key}
                fill={COLORS[index % COLORS.length]}
                radius={[4, 4, 0, 0]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </Box>
  );
}
