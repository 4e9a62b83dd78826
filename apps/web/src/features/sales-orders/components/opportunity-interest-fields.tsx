import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useServiceOptions } from '../api/get-service-options';
import type { OpportunityForm } from './use-opportunity-form';

// What the client is interested in: a service, a product of the site, or both.
export function OpportunityInterestFields({ form }: { form: OpportunityForm }) {
  const { t } = useTranslation();
  const services = useServiceOptions().data ?? [];
  const { serviceId, setServiceId, product, setProduct, productText, setProductText, products } = form;
  return (
    <>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          select
          fullWidth
          label={t('salesOrders.service')}
          value={serviceId}
          onChange={(event) => setServiceId(event.target.value)}
        >
          <MenuItem value="">
            <em>{t('salesOrders.none')}</em>
          </MenuItem>
          {services.map((service) => (
            <MenuItem key={service.id} value={String(service.id)}>
              {service.name}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Autocomplete
          options={products}
          value={product}
          onChange={(_, next) => setProduct(next ? { id: next.id, name: next.name } : null)}
          inputValue={productText}
          onInputChange={(_, next) => setProductText(next)}
          filterOptions={(all) => all}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, other) => option.id === other.id}
          noOptionsText={t('crud.noOptions')}
          renderInput={(params) => <TextField {...params} label={t('salesOrders.productInterest')} />}
        />
      </Grid>
    </>
  );
}
