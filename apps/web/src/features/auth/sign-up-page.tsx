import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { httpErrorMessage } from '../../shared/alerts/http-error';
import { useConfirmSignUp } from './api/confirm-sign-up';
import { useRequestSignUp } from './api/request-sign-up';

// The e-mailed link comes back here with ?confirm=<token>: the business is created and its
// owner goes to sign in with the e-mail filled in.
function ConfirmSignUp({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirmSignUp();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) {
      return;
    }
    started.current = true;
    confirm.mutate(token, {
      onSuccess: (answer) =>
        navigate(`/login?confirmed=1&email=${encodeURIComponent(answer.data.email)}`, { replace: true }),
    });
  }, [confirm, navigate, token]);
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{t('auth.signUpTitle')}</Typography>
      {confirm.isError ? (
        <Alert severity="error">{httpErrorMessage(confirm.error)}</Alert>
      ) : (
        <Alert severity="info">{t('auth.confirming')}</Alert>
      )}
      <Link component={RouterLink} to="/login" sx={{ textAlign: 'center' }}>
        {t('auth.backToLogin')}
      </Link>
    </Stack>
  );
}

// A new business: owner, company with its category, first site and administrator, once the
// owner confirms the e-mail.
export function SignUpPage() {
  const [params] = useSearchParams();
  const token = params.get('confirm');
  return token ? <ConfirmSignUp token={token} /> : <SignUpForm />;
}

function SignUpForm() {
  const { t } = useTranslation();
  const request = useRequestSignUp();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const required = z.string().trim().min(2, t('auth.required'));
  const schema = z.object({
    owner_name: required,
    company_name: required,
    site_name: required,
    category_business: z.enum(['centro_belleza', 'comercializadora_productos']),
    email: z.string().trim().email(t('auth.emailInvalid')),
    password: z.string().min(8, t('auth.passwordShort')),
  });
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      owner_name: '',
      company_name: '',
      site_name: '',
      category_business: 'centro_belleza',
      email: '',
      password: '',
    },
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await request.mutateAsync(values);
      setSentTo(answer.data.email);
    } catch (error) {
      setFailure(httpErrorMessage(error));
    }
  });
  if (sentTo) {
    return (
      <Stack spacing={2}>
        <Typography variant="h1">{t('auth.checkEmailTitle')}</Typography>
        <Alert severity="success" data-testid="sign-up-sent">
          {t('auth.checkEmail', { email: sentTo })}
        </Alert>
        <Link component={RouterLink} to="/login" sx={{ textAlign: 'center' }}>
          {t('auth.backToLogin')}
        </Link>
      </Stack>
    );
  }
  const field = (name: keyof Values, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      {...form.register(name)}
      error={Boolean(form.formState.errors[name])}
      helperText={form.formState.errors[name]?.message}
      {...extra}
    />
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <Typography variant="h1">{t('auth.signUpTitle')}</Typography>
        {failure && <Alert severity="error">{failure}</Alert>}
        {field('owner_name', t('auth.ownerName'), { autoComplete: 'name' })}
        {field('company_name', t('auth.companyName'))}
        <TextField
          select
          label={t('auth.category')}
          defaultValue="centro_belleza"
          {...form.register('category_business')}
        >
          <MenuItem value="centro_belleza">{t('auth.categoryBeauty')}</MenuItem>
          <MenuItem value="comercializadora_productos">{t('auth.categoryReseller')}</MenuItem>
        </TextField>
        {field('site_name', t('auth.siteName'))}
        {field('email', t('auth.email'), { type: 'email', autoComplete: 'email' })}
        {field('password', t('auth.password'), { type: 'password', autoComplete: 'new-password' })}
        <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
          {t('auth.signUp')}
        </Button>
        <Link component={RouterLink} to="/login" sx={{ textAlign: 'center' }}>
          {t('auth.haveAccount')}
        </Link>
      </Stack>
    </form>
  );
}
