import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

// One of the home page's cards: a title, a bar while it loads, then what it shows.
export function HomePanel({
  title,
  loading,
  children,
  testId,
}: {
  title: string;
  loading?: boolean;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card sx={{ height: '100%' }} data-testid={testId}>
      {loading && <LinearProgress />}
      <CardContent>
        <Typography variant="h3" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
