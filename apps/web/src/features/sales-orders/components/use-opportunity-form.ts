import { parseMoney } from '@sari/domain/money';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { useChanged } from '../../../shared/ui/form-dialog';
import { useDeleteOpportunity } from '../api/delete-opportunity';
import type { ClientRef, Opportunity } from '../api/sales-order-keys';
import { useSaveOpportunity } from '../api/save-opportunity';
import { useSaleProductSearch } from '../api/search-sale-products';

type Errors = Partial<Record<'title' | 'value', string>>;

// The opportunity form's state: its fields, their checks, saving and deleting.
export function useOpportunityForm({
  opportunity,
  defaultSiteId,
  onClose,
}: {
  opportunity?: Opportunity;
  defaultSiteId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveOpportunity();
  const remove = useDeleteOpportunity();
  const [title, setTitle] = useState(opportunity?.title ?? '');
  const [client, setClient] = useState<ClientRef | null>(opportunity?.client_id ?? null);
  const [siteId, setSiteId] = useState(String(opportunity?.site_id?.id ?? (defaultSiteId || '')));
  const [status, setStatus] = useState(opportunity?.status ?? 'new');
  const [value, setValue] = useState(String(opportunity?.expected_value ?? 0));
  const [serviceId, setServiceId] = useState(String(opportunity?.service_id?.id ?? ''));
  const [product, setProduct] = useState<{ id: number; name: string } | null>(
    opportunity?.product_id ?? null,
  );
  const [productText, setProductText] = useState('');
  const productSearch = useDeferredValue(productText.trim());
  const products = useSaleProductSearch(Number(siteId) || 0, productSearch).data ?? [];
  const [followUp, setFollowUp] = useState(opportunity?.next_follow_up ?? '');
  const [closeDate, setCloseDate] = useState(opportunity?.expected_close_date ?? '');
  const [notes, setNotes] = useState(opportunity?.notes ?? '');
  const dirty = useChanged([
    title,
    client,
    siteId,
    status,
    value,
    serviceId,
    product,
    followUp,
    closeDate,
    notes,
  ]);
  const [errors, setErrors] = useState<Errors>({});

  const submit = async () => {
    const amount = parseMoney(value || '0');
    const found: Errors = {};
    if (title.trim().length < 3) {
      found.title = t('salesOrders.titleRequired');
    }
    if (amount === null || amount < 0) {
      found.value = t('salesOrders.valueInvalid');
    }
    setErrors(found);
    if (Object.keys(found).length) {
      return;
    }
    try {
      await save.mutateAsync({
        id: opportunity?.id,
        values: {
          title: title.trim(),
          client_id: client?.id ?? null,
          site_id: siteId ? Number(siteId) : null,
          status,
          expected_value: amount,
          service_id: serviceId ? Number(serviceId) : null,
          product_id: product?.id ?? null,
          next_follow_up: followUp || null,
          expected_close_date: closeDate || null,
          notes: notes.trim() || null,
        },
      });
      pushAlert(t('salesOrders.opportunitySaved'), 'success');
      onClose();
    } catch (error) {
      handleHttpError(error);
    }
  };

  const drop = async () => {
    if (!opportunity || !window.confirm(t('salesOrders.deleteOpportunity', { title: opportunity.title }))) {
      return;
    }
    try {
      await remove.mutateAsync(opportunity.id);
      pushAlert(t('salesOrders.opportunityDeleted'), 'success');
      onClose();
    } catch (error) {
      handleHttpError(error);
    }
  };

  return {
    save,
    remove,
    title,
    setTitle,
    client,
    setClient,
    siteId,
    setSiteId,
    status,
    setStatus,
    value,
    setValue,
    serviceId,
    setServiceId,
    product,
    setProduct,
    productText,
    setProductText,
    products,
    followUp,
    setFollowUp,
    closeDate,
    setCloseDate,
    notes,
    setNotes,
    dirty,
    errors,
    submit,
    drop,
  };
}

export type OpportunityForm = ReturnType<typeof useOpportunityForm>;
