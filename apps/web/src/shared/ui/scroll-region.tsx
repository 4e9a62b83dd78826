import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

// A table wider than a phone scrolls sideways in its own box; the box is a named region the
// keyboard can reach and scroll (WCAG: a scrollable region must be focusable), even when the
// table holds no control of its own. With `maxHeight`, a long table also scrolls down in it.
export function ScrollRegion({
  label,
  maxHeight,
  children,
}: {
  label: string;
  maxHeight?: number;
  children: ReactNode;
}) {
  return (
    <TableContainer
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        maxHeight,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      {children}
    </TableContainer>
  );
}
