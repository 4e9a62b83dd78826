import { phoneLookupDigits } from '@sari/domain/contact-links';
import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { useCompanyCountry } from '../../../shared/session/current-user';
import { type Client, clientKeys } from './client-keys';

// Other clients with the same phone, e-mail or document: shown before saving a new one.
export function useClientDuplicates(
  values: { phone: string; email: string; document: string },
  excludeId?: number,
) {
  // Phones compare by their digits: with or without spaces or the country code (decision 022).
  const phones = phoneLookupDigits(values.phone, useCompanyCountry());
  const conditions = [
    phones.length > 0 ? { phone_digits: { _in: phones } } : null,
    values.email.trim().includes('@') ? { email: { _eq: values.email.trim() } } : null,
    values.document.trim().length >= 5 ? { document_number: { _eq: values.document.trim() } } : null,
  ].filter((condition) => condition !== null);
  return useQuery({
    queryKey: [...clientKeys.duplicates(values.phone, values.email, values.document), excludeId],
    queryFn: () =>
      items('client').read<Pick<Client, 'id' | 'first_name' | 'last_name'>>({
        fields: ['id', 'first_name', 'last_name'],
        filter: { _and: [{ _or: conditions }, ...(excludeId ? [{ id: { _neq: excludeId } }] : [])] },
        limit: 5,
      }),
    enabled: conditions.length > 0,
    select: (response) => response.data,
  });
}
