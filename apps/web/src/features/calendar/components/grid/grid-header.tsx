import Box from '@mui/material/Box';
import { contrastTextColor } from '@sari/domain/color';
import { type GridColumn, GUTTER } from './grid-types';

// The grid's sticky header: a round initial in the column's colour and its name.
export function GridHeader({
  columns,
  template,
  columnMin,
}: {
  columns: GridColumn[];
  template: string;
  columnMin: number;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: template,
        position: 'sticky',
        top: 0,
        zIndex: 30,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        minWidth: GUTTER + columns.length * columnMin,
      }}
    >
      <Box sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 31 }} />
      {columns.map((column) => (
        <Box
          key={column.key}
          data-testid={`column-header-${column.key}`}
          sx={{
            px: 1,
            py: 1,
            borderLeft: 1,
            borderColor: 'divider',
            display: 'flex',
            alignItems: 'center',
            gap: 1,
          }}
        >
          <Box
            sx={{
              width: 22,
              height: 22,
              borderRadius: '50%',
              bgcolor: column.color,
              color: contrastTextColor(column.color),
              fontSize: 12,
              fontWeight: 700,
              display: 'grid',
              placeItems: 'center',
              flexShrink: 0,
            }}
          >
            {column.label.charAt(0)}
          </Box>
          <Box
            sx={{
              fontWeight: 600,
              fontSize: 14,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {column.label}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
