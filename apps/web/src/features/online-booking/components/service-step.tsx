import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDuration } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { useTranslation } from 'react-i18next';
import type { BookingPage } from '../api/get-booking-page';
import { priceAt, type VisitMoment, visitPrice } from './booking-math';

type Props = {
  page: BookingPage;
  at: VisitMoment | undefined;
  siteId: number | null;
  onSite: (siteId: number) => void;
  serviceIds: number[];
  onServices: (ids: number[]) => void;
  offered: BookingPage['services'];
};

// Step 1: the site (when there are several) and one or more services.
export function ServiceStep({ page, at, siteId, onSite, serviceIds, onServices, offered }: Props) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5}>
      {page.sites.length > 1 && (
        <Box>
          <Typography variant="h3" sx={{ mb: 1 }}>
            {t('onlineBooking.chooseSite')}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
            {page.sites.map((site) => {
              const chosen = site.id === siteId;
              return (
                <ButtonBase
                  key={site.id}
                  onClick={() => onSite(site.id)}
                  data-testid={`site-${site.id}`}
                  aria-pressed={chosen}
                  sx={{
                    justifyContent: 'flex-start',
                    textAlign: 'left',
                    gap: 1.5,
                    p: 1.5,
                    borderRadius: 3,
                    border: '1px solid',
                    borderColor: chosen ? 'primary.main' : '#E7E0EE',
                    bgcolor: chosen ? 'rgba(93, 39, 132, 0.06)' : 'background.paper',
                    boxShadow: chosen ? '0 0 0 1px #5D2784 inset' : 'none',
                  }}
                >
                  <StorefrontIcon color={chosen ? 'primary' : 'disabled'} />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>{site.name}</Typography>
                    {site.address && (
                      <Typography variant="body2" color="text.secondary" noWrap>
                        {site.address}
                      </Typography>
                    )}
                  </Box>
                </ButtonBase>
              );
            })}
          </Box>
        </Box>
      )}
      {siteId !== null && (
        <Box>
          <Typography variant="h3" sx={{ mb: 1 }}>
            {t('onlineBooking.chooseServices')}
          </Typography>
          {offered.length === 0 && <Alert severity="info">{t('onlineBooking.noServices')}</Alert>}
          <Stack spacing={1} role="group" aria-label={t('onlineBooking.chooseServices')}>
            {offered.map((service) => {
              const chosen = serviceIds.includes(service.id);
              const priced = at ? visitPrice(page, service, siteId, at) : null;
              const price = priced?.price ?? priceAt(service, siteId);
              const full = priced && priced.price < priced.full ? priced.full : null;
              return (
                <ButtonBase
                  key={service.id}
                  role="checkbox"
                  aria-checked={chosen}
                  aria-label={service.name}
                  data-testid={`service-${service.id}`}
                  onClick={() =>
                    onServices(
                      chosen ? serviceIds.filter((id) => id !== service.id) : [...serviceIds, service.id],
                    )
                  }
                  sx={{
                    justifyContent: 'flex-start',
                    textAlign: 'left',
                    p: 2,
                    gap: 1.5,
                    borderRadius: 3,
                    border: '1px solid',
                    borderColor: chosen ? 'primary.main' : '#E7E0EE',
                    bgcolor: chosen ? 'rgba(93, 39, 132, 0.06)' : 'background.paper',
                    boxShadow: chosen ? '0 0 0 1px #5D2784 inset' : 'none',
                  }}
                >
                  {chosen ? (
                    <CheckCircleIcon color="primary" />
                  ) : (
                    <RadioButtonUncheckedIcon sx={{ color: '#C9B8D8' }} />
                  )}
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>{service.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {formatDuration(service.duration)}
                    </Typography>
                    {service.deposit > 0 && (
                      <Chip
                        size="small"
                        color="secondary"
                        label={t('onlineBooking.deposit', { amount: formatMoney(service.deposit) })}
                        sx={{ mt: 0.5, fontWeight: 600 }}
                      />
                    )}
                  </Box>
                  {price !== null && (
                    <Box sx={{ textAlign: 'right' }} data-testid={`service-price-${service.id}`}>
                      {full !== null && (
                        <Typography
                          variant="body2"
                          color="text.secondary"
                          sx={{ textDecoration: 'line-through', whiteSpace: 'nowrap' }}
                        >
                          {formatMoney(full)}
                        </Typography>
                      )}
                      <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                        {formatMoney(price)}
                      </Typography>
                      {full !== null && (
                        <Chip
                          size="small"
                          color="primary"
                          label={priced?.promotions.join(', ')}
                          sx={{ mt: 0.5 }}
                        />
                      )}
                    </Box>
                  )}
                </ButtonBase>
              );
            })}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
