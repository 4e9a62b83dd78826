import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { SectionCard } from '../../../shared/ui/section-card';
import { useCompanyAddress } from '../api/get-company-address';
import type { OfferSite } from '../api/get-online-offer';
import { useSaveCompanyAddress } from '../api/save-company-address';
import { QrDialog } from './qr-dialog';

// The same rule as the server's (it checks again, and that no other company has it).
const SLUG = /^[a-z0-9](?:-?[a-z0-9]){2,59}$/;

// The company's public address, and the booking link of the company and of each site, with a
// copy button and a QR code.
export function PublicLinksCard({ sites, canEdit }: { sites: OfferSite[]; canEdit: boolean }) {
  const { t } = useTranslation();
  const company = useCompanyAddress();
  const save = useSaveCompanyAddress();
  const [slug, setSlug] = useState('');
  const [qr, setQr] = useState<{ link: string; name: string } | null>(null);
  useEffect(() => {
    setSlug(company.data?.public_slug ?? '');
  }, [company.data?.public_slug]);

  const saved = company.data?.public_slug ?? '';
  const bad = slug !== '' && !SLUG.test(slug);
  const base = `${window.location.origin}/reservationOnline?empresa=${encodeURIComponent(saved)}`;
  const links = [
    { key: 'company', name: company.data?.name ?? '', label: t('onlineBooking.companyLink'), link: base },
    ...sites.map((site) => ({
      key: `site-${site.id}`,
      name: site.name,
      label: site.name,
      link: `${base}&sede=${site.id}`,
    })),
  ];
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      pushAlert(t('onlineBooking.copied'), 'success');
    } catch {
      pushAlert(link, 'info');
    }
  };
  const submit = async () => {
    if (!company.data || bad) {
      return;
    }
    try {
      await save.mutateAsync({ id: company.data.id, slug });
      pushAlert(t('onlineBooking.slugSaved'), 'success');
    } catch (error) {
      handleHttpError(error);
    }
  };

  return (
    <SectionCard title={t('onlineBooking.linksTitle')} testId="public-links">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' }, mb: 2 }}
      >
        <TextField
          label={t('onlineBooking.slug')}
          value={slug}
          disabled={!canEdit}
          onChange={(event) => setSlug(event.target.value.trim().toLowerCase())}
          error={bad}
          helperText={bad ? t('onlineBooking.badSlug') : t('onlineBooking.slugHelp')}
          fullWidth
          size="small"
        />
        {canEdit && (
          <Button
            variant="outlined"
            onClick={submit}
            disabled={bad || slug === saved || save.isPending}
            sx={{ flexShrink: 0 }}
          >
            {t('onlineBooking.saveSlug')}
          </Button>
        )}
      </Stack>
      <Stack spacing={1}>
        {saved &&
          links.map((entry) => (
            <Box
              key={entry.key}
              data-testid={`link-${entry.key}`}
              sx={{
                border: '1px solid #E7E0EE',
                borderRadius: 2,
                p: 1.25,
                display: 'flex',
                alignItems: 'center',
                gap: 1,
              }}
            >
              <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{entry.label}</Typography>
                <Typography variant="body2" color="text.secondary" noWrap title={entry.link}>
                  {entry.link}
                </Typography>
              </Box>
              <Tooltip title={t('onlineBooking.copy')}>
                <IconButton aria-label={t('onlineBooking.copy')} onClick={() => copy(entry.link)}>
                  <ContentCopyIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('onlineBooking.qr')}>
                <IconButton
                  aria-label={t('onlineBooking.qr')}
                  onClick={() => setQr({ link: entry.link, name: entry.name })}
                >
                  <QrCode2Icon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('onlineBooking.open')}>
                <IconButton
                  aria-label={t('onlineBooking.open')}
                  href={entry.link}
                  target="_blank"
                  rel="noopener"
                >
                  <OpenInNewIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
          ))}
      </Stack>
      <QrDialog link={qr?.link ?? null} name={qr?.name ?? ''} onClose={() => setQr(null)} />
    </SectionCard>
  );
}
