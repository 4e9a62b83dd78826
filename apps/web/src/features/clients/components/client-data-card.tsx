import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sari/domain/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneLink } from '../../../shared/ui/phone-link';
import { SectionCard } from '../../../shared/ui/section-card';
import type { ClientDetail } from '../api/get-client';

// The client's own data, one labelled line each ('—' when empty).
export function ClientDataCard({ client: data }: { client: ClientDetail }) {
  const { t } = useTranslation();
  const fields: [string, ReactNode][] = [
    [
      t('clients.documentNumber'),
      data.document_number ? `${data.document_type ?? ''} ${data.document_number}`.trim() : null,
    ],
    [
      t('clients.phone'),
      data.phone ? (
        <PhoneLink key="phone" phone={data.phone} whatsappText={`Hola ${data.first_name}`} />
      ) : null,
    ],
    [
      t('clients.email'),
      data.email ? (
        <Link key="email" href={`mailto:${data.email}`}>
          {data.email}
        </Link>
      ) : null,
    ],
    [t('clients.birthDate'), data.birth_date ? formatDate(data.birth_date) : null],
    [t('clients.since'), formatDate(data.date_created)],
    [t('clients.notes'), data.notes],
  ];
  return (
    <SectionCard title={t('clients.data')}>
      {fields.map(([label, value]) => (
        <Stack
          key={label}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0, sm: 2 }}
          sx={{ py: 0.5, minWidth: 0 }}
        >
          <Typography color="text.secondary" sx={{ minWidth: 170 }}>
            {label}
          </Typography>
          <Typography component="div" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {value ?? '—'}
          </Typography>
        </Stack>
      ))}
    </SectionCard>
  );
}
