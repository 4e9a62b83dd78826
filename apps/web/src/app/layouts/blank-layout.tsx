import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export function BlankLayout({ children }: { children: ReactNode }) {
  return <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>{children}</Box>;
}
