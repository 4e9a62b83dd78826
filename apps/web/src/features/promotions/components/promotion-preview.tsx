import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@sari/domain/money';
import { isPromotionApplicable, type Promotion, promotionDiscount } from '@sari/domain/promotions';
import { formatTime12h, TIME_SLOTS } from '@sari/domain/time-slots';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Site } from '../../../shared/api/use-sites';
import { DateField } from '../../../shared/forms/date-field';
import type { PricedService } from '../api/get-priced-services';

// Which services the promotion changes, and to what price, at a chosen day, time and site:
// the same rule (packages/domain) the checkout applies.
export function PromotionPreview({
  promotion,
  serviceIds,
  services,
  sites,
}: {
  promotion: Promotion;
  serviceIds: number[];
  services: PricedService[];
  sites: Site[];
}) {
  const { t } = useTranslation();
  const promoSites = sites.filter((site) => promotion.sites.some((row) => row.site_id === site.id));
  const [date, setDate] = useState(promotion.date_start);
  const [time, setTime] = useState(promotion.time_start.slice(0, 5) || '09:00');
  const [siteId, setSiteId] = useState<number>(promoSites[0]?.id ?? sites[0]?.id ?? 0);
  const applies = isPromotionApplicable(promotion, { date, time, siteId });
  const chosen = services.filter((service) => serviceIds.includes(service.id));

  return (
    <Box data-testid="promotion-preview">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 1.5 }}>
        <DateField
          size="small"
          label={t('promotions.previewDate')}
          value={date}
          onChange={(day) => setDate(day)}
        />
        <TextField
          select
          size="small"
          label={t('promotions.previewTime')}
          value={time}
          onChange={(event) => setTime(event.target.value)}
          sx={{ minWidth: 130 }}
        >
          {TIME_SLOTS.map((slot) => (
            <MenuItem key={slot} value={slot}>
              {formatTime12h(slot)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('promotions.previewSite')}
          value={siteId || ''}
          onChange={(event) => setSiteId(Number(event.target.value))}
          sx={{ minWidth: 180 }}
        >
          {sites.map((site) => (
            <MenuItem key={site.id} value={site.id}>
              {site.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {chosen.length === 0 ? (
        <Typography color="text.secondary">{t('promotions.previewNoServices')}</Typography>
      ) : (
        <>
          {!applies && (
            <Alert severity="info" sx={{ mb: 1.5 }} data-testid="preview-not-applicable">
              {t('promotions.previewNotApplicable')}
            </Alert>
          )}
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('promotions.service')}</TableCell>
                  <TableCell align="right">{t('promotions.sitePrice')}</TableCell>
                  <TableCell align="right">{t('promotions.discount')}</TableCell>
                  <TableCell align="right">{t('promotions.finalPrice')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {chosen.map((service) => {
                  const price = service.service_site_price.find((row) => row.site_id === siteId)?.price;
                  const discount = price !== undefined && applies ? promotionDiscount(promotion, price) : 0;
                  return (
                    <TableRow key={service.id}>
                      <TableCell>{service.name}</TableCell>
                      <TableCell align="right">
                        {price === undefined ? t('services.noPrice') : formatMoney(price)}
                      </TableCell>
                      <TableCell align="right" sx={{ color: discount ? 'success.dark' : undefined }}>
                        {discount ? formatMoney(-discount) : '—'}
                      </TableCell>
                      <TableCell align="right" sx={{ fontWeight: 600 }}>
                        {price === undefined ? '—' : formatMoney(price - discount)}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Box>
  );
}
