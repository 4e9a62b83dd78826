import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

// What a screen that is not built yet will hold, said plainly.
export function WhatItHolds({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="section-description">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <AutoAwesomeIcon color="secondary" sx={{ mt: 0.3 }} />
          <div>
            <Typography variant="h3">{t('sections.comingTitle')}</Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {text}
            </Typography>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
