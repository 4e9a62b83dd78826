import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { httpErrorMessage } from '../../shared/alerts/http-error';
import { HttpError } from '../../shared/api/http';
import { sameSitePath } from '../../shared/navigation/same-site-path';
import { signIn } from '../../shared/session/session-store';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Plain react-hook-form rules keep zod out of the first screen's download.
  const form = useForm<{ email: string; password: string }>({
    defaultValues: { email: params.get('email') ?? '', password: '' },
  });
  const confirmed = params.get('confirmed') === '1';
  const emailField = form.register('email', {
    validate: (value) =>
      value.trim() === ''
        ? t('auth.emailRequired')
        : /^\S+@\S+\.\S+$/.test(value.trim()) || t('auth.emailInvalid'),
  });
  const passwordField = form.register('password', { required: t('auth.passwordRequired') });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (await signIn(values.email.trim(), values.password)) {
        navigate(sameSitePath(params.get('redirect'), '/'), { replace: true });
      }
    } catch (error) {
      if (error instanceof HttpError && (error.status === 401 || error.status === 403)) {
        setFailure(t('auth.invalidCredentials'));
      } else if (error instanceof HttpError && error.status === 429) {
        setFailure(t('auth.tooMany'));
      } else {
        setFailure(httpErrorMessage(error));
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={2.5}>
        <div>
          <Typography variant="h1">{t('auth.signInTitle')}</Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('auth.signInSubtitle')}
          </Typography>
        </div>
        {confirmed && !failure && (
          <Alert severity="success" data-testid="login-confirmed">
            {t('auth.businessReady')}
          </Alert>
        )}
        {failure && (
          <Alert severity="error" data-testid="login-error">
            {failure}
          </Alert>
        )}
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          autoFocus
          {...emailField}
          error={Boolean(form.formState.errors.email)}
          helperText={form.formState.errors.email?.message}
        />
        <TextField
          label={t('auth.password')}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          {...passwordField}
          error={Boolean(form.formState.errors.password)}
          helperText={form.formState.errors.password?.message}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    onClick={() => setShowPassword(!showPassword)}
                    aria-label={showPassword ? t('auth.hidePassword') : t('auth.showPassword')}
                    edge="end"
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('auth.signingIn') : t('auth.signIn')}
        </Button>
        <Link component={RouterLink} to="/resetPassword" sx={{ textAlign: 'center' }}>
          {t('auth.forgot')}
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('auth.noAccount')}{' '}
          <Link component={RouterLink} to="/signUp">
            {t('auth.createBusiness')}
          </Link>
        </Typography>
      </Stack>
    </form>
  );
}
