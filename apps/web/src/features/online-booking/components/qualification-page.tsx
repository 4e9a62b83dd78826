import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatLongDate } from '@sari/domain/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { useQualification } from '../api/get-qualification';
import { useRateVisit } from '../api/rate-visit';

const TOKEN = /^\d{1,10}\.[\w-]{32}$/;

function Stars({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography sx={{ fontWeight: 600, mb: 0.5 }} id={`${testId}-label`}>
        {label}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Rating
          name={testId}
          value={value}
          onChange={(_, next) => onChange(next)}
          size="large"
          data-testid={testId}
          aria-labelledby={`${testId}-label`}
          getLabelText={(stars) => t('onlineBooking.stars', { count: stars })}
          sx={{ fontSize: '2.6rem' }}
        />
        {value && <Typography color="text.secondary">{t(`onlineBooking.ratingLabel.r${value}`)}</Typography>}
      </Stack>
    </Box>
  );
}

// /qualification?token=: rate the service and the specialist from 1 to 5 with a comment, once.
export function QualificationPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const valid = TOKEN.test(token);
  const visit = useQualification(valid ? token : '');
  const rate = useRateVisit();
  const [service, setService] = useState<number | null>(null);
  const [specialist, setSpecialist] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);

  if (!valid) {
    return <Alert severity="warning">{t('onlineBooking.badRateLink')}</Alert>;
  }
  if (visit.isLoading) {
    return <CenteredSpinner />;
  }
  if (!visit.data) {
    return <Alert severity="warning">{httpErrorMessage(visit.error, t('onlineBooking.badRateLink'))}</Alert>;
  }
  const data = visit.data;
  if (rate.isSuccess) {
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }} data-testid="rating-thanks">
        <CheckCircleIcon color="success" sx={{ fontSize: 64 }} />
        <Typography variant="h2" component="h1">
          {t('onlineBooking.thanks')}
        </Typography>
        <Typography color="text.secondary">{t('onlineBooking.thanksHelp')}</Typography>
      </Stack>
    );
  }
  if (data.used) {
    return (
      <Alert severity="info" data-testid="rating-used">
        {t('onlineBooking.alreadyRated')}
      </Alert>
    );
  }
  const send = () => {
    if (!service || !specialist) {
      setMissing(true);
      return;
    }
    rate.mutate({
      token,
      service_rating: service,
      specialist_rating: specialist,
      comment: comment.trim() || undefined,
    });
  };

  return (
    <Stack
      spacing={2.5}
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Box>
        <Typography variant="h2" component="h1">
          {t('onlineBooking.rateTitle')}
        </Typography>
        <Typography sx={{ fontWeight: 600, mt: 1 }}>{data.company}</Typography>
        <Typography color="text.secondary">
          {formatLongDate(data.date)} · {data.services.join(', ')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('onlineBooking.rateHelp')}
        </Typography>
      </Box>
      <Stars
        label={t('onlineBooking.rateService')}
        value={service}
        onChange={setService}
        testId="service-rating"
      />
      <Stars
        label={
          data.specialist
            ? t('onlineBooking.rateSpecialist', { name: data.specialist })
            : t('onlineBooking.rateSpecialistPlain')
        }
        value={specialist}
        onChange={setSpecialist}
        testId="specialist-rating"
      />
      {/* The label sits above the box, as the stars' do: a long salon name never covers the text. */}
      <Box>
        <Typography
          component="label"
          htmlFor="rating-comment"
          sx={{ fontWeight: 600, mb: 0.5, display: 'block' }}
        >
          {t('onlineBooking.comment', { company: data.company })}
        </Typography>
        <TextField
          id="rating-comment"
          fullWidth
          multiline
          minRows={3}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </Box>
      {missing && (!service || !specialist) && (
        <Alert severity="warning">{t('onlineBooking.pickRatings')}</Alert>
      )}
      {rate.isError && <Alert severity="error">{httpErrorMessage(rate.error)}</Alert>}
      <Button type="submit" variant="contained" size="large" disabled={rate.isPending}>
        {t('onlineBooking.send')}
      </Button>
    </Stack>
  );
}
