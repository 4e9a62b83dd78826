import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../session/current-user';
import { items } from './http';

export const paymentMethodKeys = { all: (company: number) => ['payment-methods', company] as const };

// A payment method's label wherever a code is shown ("Efectivo", not "efectivo"): the company's
// own name for it, else the known methods' translation, else the code. One place for every screen.
export function usePaymentMethodLabel(): (code: string) => string {
  const { t } = useTranslation();
  const company = useCurrentUser().data?.ownerCompanyId ?? 0;
  const methods = useQuery({
    queryKey: paymentMethodKeys.all(company),
    queryFn: () =>
      items('payment_method').read<{ code: string; name: string }>({ fields: ['code', 'name'], limit: -1 }),
    select: (response) => new Map(response.data.map((method) => [method.code, method.name])),
    enabled: company > 0,
    staleTime: 5 * 60_000,
  });
  return (code: string) => methods.data?.get(code) ?? t(`paymentMethods.${code}`, code);
}
