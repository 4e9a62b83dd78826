import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { httpErrorMessage } from '../../shared/alerts/http-error';
import { useRequestPasswordReset } from './api/request-password-reset';
import { useResetPassword } from './api/reset-password';

// Without a token: ask for the e-mailed link. With ?token=...: choose the new password.
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [message, setMessage] = useState<{ type: 'success' | 'error'; text: string } | null>(
    linkError ? { type: 'error', text: t('auth.invalidLink') } : null,
  );
  const requestLink = useRequestPasswordReset();
  const resetPassword = useResetPassword();
  const busy = requestLink.isPending || resetPassword.isPending;

  const request = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\S+@\S+\.\S+$/.test(email)) {
      setMessage({ type: 'error', text: t('auth.emailInvalid') });
      return;
    }
    try {
      await requestLink.mutateAsync(email);
      setMessage({ type: 'success', text: t('auth.linkSent') });
    } catch (error) {
      setMessage({ type: 'error', text: httpErrorMessage(error) });
    }
  };

  const reset = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < 8) {
      setMessage({ type: 'error', text: t('auth.passwordShort') });
      return;
    }
    if (password !== confirm) {
      setMessage({ type: 'error', text: t('auth.passwordsDiffer') });
      return;
    }
    try {
      await resetPassword.mutateAsync({ token, newPassword: password });
      setMessage({ type: 'success', text: t('auth.passwordChanged') });
    } catch (error) {
      setMessage({ type: 'error', text: httpErrorMessage(error, t('auth.invalidLink')) });
    }
  };

  return (
    <form onSubmit={token ? reset : request} noValidate>
      <Stack spacing={2.5}>
        <Typography variant="h1">{t('auth.resetTitle')}</Typography>
        {!token && <Typography color="text.secondary">{t('auth.resetHelp')}</Typography>}
        {message && <Alert severity={message.type}>{message.text}</Alert>}
        {token ? (
          <>
            <TextField
              label={t('auth.newPassword')}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <TextField
              label={t('auth.confirmPassword')}
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
          </>
        ) : (
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {token ? t('auth.setPassword') : t('auth.sendLink')}
        </Button>
        <Link component={RouterLink} to="/login" sx={{ textAlign: 'center' }}>
          {t('auth.backToLogin')}
        </Link>
      </Stack>
    </form>
  );
}
