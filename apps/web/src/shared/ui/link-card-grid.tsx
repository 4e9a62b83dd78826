import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export type LinkCard = { key: string; label: string; path: string };

// A grid of cards that each open a page (report catalogue, settings index).
export function LinkCardGrid({
  cards,
  columns = { xs: 12, sm: 6, md: 4 },
}: {
  cards: LinkCard[];
  columns?: Record<string, number>;
}) {
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.key} size={columns}>
          <Card>
            <CardActionArea component={RouterLink} to={card.path}>
              <CardContent>
                <Typography sx={{ fontWeight: 600 }}>{card.label}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
