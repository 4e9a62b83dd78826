import CardMembershipIcon from '@mui/icons-material/CardMembership';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

// What a charge sold into the client's wallet, one kind at a time (session packages, decision 051;
// membership periods, decision 055): a heading and a row per item sold, each row the same shape
// whatever it says. A list named by its heading, so a screen reader hears how many were sold.
export function SoldPrepaidRows({
  title,
  rows,
  testId,
}: {
  title: string;
  rows: { id: number; text: string }[];
  // Each row's test id ('sold-package', 'sold-membership').
  testId: string;
}) {
  const titleId = useId();
  if (rows.length === 0) {
    return null;
  }
  return (
    <>
      <Typography variant="h3" id={titleId}>
        {title}
      </Typography>
      <Stack component="ul" spacing={1} aria-labelledby={titleId} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {rows.map((row) => (
          <Paper component="li" key={row.id} variant="outlined" sx={{ p: 1.5 }} data-testid={testId}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <CardMembershipIcon color="primary" aria-hidden />
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.text}</Typography>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
