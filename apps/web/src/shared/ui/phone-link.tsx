import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { formatPhone, phoneLinks } from '@sari/domain/contact-links';
import { useTranslation } from 'react-i18next';
import { useCompanyCountry } from '../session/current-user';

// A phone as people read it, tappable: the number calls (tel:), the icon opens a WhatsApp chat.
// Every phone shown in the app goes through here, read with the company's country.
export function PhoneLink({
  phone,
  whatsappText = '',
}: {
  phone: string | null | undefined;
  whatsappText?: string;
}) {
  const { t } = useTranslation();
  const country = useCompanyCountry();
  if (!phone?.trim()) {
    return <>—</>;
  }
  const shown = formatPhone(phone, country);
  const links = phoneLinks(phone, country, whatsappText);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', display: 'inline-flex' }}>
      <Link href={links.tel} aria-label={t('ui.call', { phone: shown })} sx={{ whiteSpace: 'nowrap' }}>
        {shown}
      </Link>
      {links.whatsapp && (
        <IconButton
          size="small"
          href={links.whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('ui.whatsapp', { phone: shown })}
          sx={{ color: '#1B7F3B' }}
        >
          <WhatsAppIcon fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
}
