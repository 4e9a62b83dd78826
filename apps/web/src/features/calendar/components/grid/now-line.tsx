import Box from '@mui/material/Box';

// The red line at the site's current time: across every column of a day, or inside today's
// column of a week.
export function NowLine({ top, left, label }: { top: number; left: number; label: string }) {
  return (
    <Box
      data-testid="now-line"
      role="separator"
      aria-label={label}
      sx={{
        position: 'absolute',
        left,
        right: 0,
        top,
        height: 2,
        bgcolor: 'error.main',
        zIndex: 15,
        pointerEvents: 'none',
        '&::before': {
          content: '""',
          position: 'absolute',
          left: -5,
          top: -4,
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: 'error.main',
        },
      }}
    />
  );
}
