import { depositCreditType } from '@sari/domain/deposits';
import { formatMoney } from '@sari/domain/money';
import { DEFAULT_TIME_ZONE, wallClock } from '@sari/domain/zoned-time';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSites } from '../../../shared/api/use-sites';
import { useChanged } from '../../../shared/ui/form-dialog';
import { useCharge } from '../api/charge';
import { useCheckoutCatalog } from '../api/get-checkout-catalog';
import { useClientBalance } from '../api/get-client-balance';
import { useClientOptions } from '../api/get-client-options';
import { useCheckoutPackages } from '../api/get-client-packages';
import { useCheckoutDrawer } from '../api/get-drawer-status';
import type { ReservationToCharge } from '../api/get-reservation';
import type { ClientOption } from '../api/sales-keys';
import { type ChargeProcess, chargeOutcome } from '../charge-process';
import { type CartLine, type GiftCardDetails, lineRequest, moneySummary, priceLines } from '../checkout-cart';
import { amountOf, type GiftCardRow, type PaymentRow, rowKey, type TipRow } from '../payment-rows';

function reservationLines(reservation: ReservationToCharge): CartLine[] {
  return reservation.service_reservation_service
    .filter((row) => !row.is_cancelled)
    .map((row) => ({
      key: rowKey(),
      kind: 'service' as const,
      itemId: row.service_id.id,
      name: row.service_id.name,
      amount: 1,
      specialistId: row.specialist_id,
      priceChange: null,
      reservationServiceId: row.id,
      consumption: row.service_reservation_service_product.map((p) => `${p.product_id.name} × ${p.amount}`),
    }));
}

// The checkout's state: the site, the client, the cart, payments, gift cards and tips, what they
// add up to, what still stops the charge, and the charge itself. `initialClient`: the client it
// was opened for (a gift card sold from the client's page).
export function useCheckout(
  initialSite: number,
  reservation: ReservationToCharge | undefined,
  initialClient?: ClientOption | null,
) {
  const { t } = useTranslation();
  const sites = useSites().data ?? [];
  const [siteId, setSiteId] = useState(reservation?.site_id ?? initialSite);
  const site = sites.find((item) => item.id === siteId);
  const catalog = useCheckoutCatalog(siteId);
  const drawer = useCheckoutDrawer(siteId);
  const drawerClosed = drawer.data ? drawer.data.session === null : false;
  const [client, pickClient] = useState<ClientOption | null>(reservation?.client_id ?? initialClient ?? null);
  const [clientSearch, setClientSearch] = useState('');
  const clients = useClientOptions(clientSearch);
  const balance = useClientBalance(client?.id ?? null);
  // The client's session packages (decision 051): they pay the service lines they cover.
  const packages = useCheckoutPackages(client?.id ?? null);
  const [lines, setLines] = useState<CartLine[]>(() => (reservation ? reservationLines(reservation) : []));
  const [payments, setPayments] = useState<PaymentRow[]>([]);
  const [giftCards, setGiftCards] = useState<GiftCardRow[]>([]);
  const [tips, setTips] = useState<TipRow[]>([]);
  const [overpayment, setOverpayment] = useState<'cambio' | 'abono'>('cambio');
  const [process, setProcess] = useState<ChargeProcess>({ state: 'charge' });
  // A cart, a payment or a tip added since the dialog opened: a close asks first.
  const dirty = useChanged([lines, payments, giftCards, tips]);
  const charge = useCharge();

  useEffect(() => {
    if (!siteId && sites[0]) {
      setSiteId(sites[0].id);
    }
  }, [siteId, sites]);

  const now = useMemo(() => wallClock(site?.time_zone ?? DEFAULT_TIME_ZONE), [site?.time_zone]);
  const priced = catalog.data ? priceLines(lines, catalog.data, siteId, now, packages.data ?? []) : [];
  const subtotal = priced.reduce((sum, line) => sum + line.planned.total + line.planned.discountTotal, 0);
  const discounts = priced.reduce((sum, line) => sum + line.planned.discountTotal, 0);
  // The part of them the client's membership gives (decision 055), its own row in the totals.
  const memberDiscounts = priced.reduce((sum, line) => sum + (line.planned.memberDiscount ?? 0), 0);
  const total = priced.reduce((sum, line) => sum + line.planned.total, 0);
  const paymentAmounts = payments.map((row) => ({
    key: row.key,
    method: row.method,
    amount: amountOf(row.text) ?? 0,
  }));
  const tipAmounts = tips.map((tip) => ({ ...tip, amount: amountOf(tip.text) }));
  const cardAmounts = giftCards.map((row) => ({ ...row, amount: amountOf(row.text) }));
  const cardTotal = cardAmounts.reduce((sum, row) => sum + (row.amount ?? 0), 0);
  const money = moneySummary({
    total,
    balance: balance.data?.balance ?? 0,
    advance: reservation?.advance ?? 0,
    payments: paymentAmounts,
    tips: tipAmounts.reduce((sum, tip) => sum + (tip.amount ?? 0), 0),
    giftCards: cardTotal,
    giftCardLines: priced
      .filter((line) => line.kind === 'gift_card')
      .reduce((sum, line) => sum + line.planned.total, 0),
  });
  const kind = depositCreditType(money.balance);
  const problems = [
    drawerClosed ? t('sales.problemDrawer') : null,
    priced.length === 0 ? t('sales.problemEmpty') : null,
    priced.some((line) => line.unitPrice === null) ? t('sales.problemNoPrice') : null,
    priced.some((line) => line.kind === 'service' && !line.specialistId)
      ? t('sales.problemSpecialist')
      : null,
    payments.some((row) => amountOf(row.text) === null) || tipAmounts.some((tip) => tip.amount === null)
      ? t('sales.pesosInvalid')
      : null,
    tipAmounts.some((tip) => !tip.specialistId || !tip.amount) ? t('sales.problemTip') : null,
    cardAmounts.some((row) => !row.amount) ? t('wallet.amountZero') : null,
    cardAmounts.find((row) => (row.amount ?? 0) > row.left)
      ? t('wallet.amountTooMuch', {
          amount: formatMoney(cardAmounts.find((row) => (row.amount ?? 0) > row.left)!.left),
        })
      : null,
    cardTotal > money.giftCardRoom
      ? t('wallet.capProblem', { amount: formatMoney(money.giftCardRoom) })
      : null,
    money.remaining > 0 ? t('sales.remaining', { amount: formatMoney(money.remaining) }) : null,
    (money.credit > 0 || (money.over > 0 && overpayment === 'abono')) && !client
      ? t('sales.needsClient')
      : null,
    priced.some((line) => line.kind === 'package') && !client ? t('checkoutPackages.needsClient') : null,
    priced.some((line) => line.kind === 'membership') && !client
      ? t('checkoutPackages.membership.needsClient')
      : null,
    // The client's packages still on their way: the lines they cover cannot say yet.
    client && packages.isPending ? t('checkoutPackages.loading') : null,
  ].filter((text): text is string => Boolean(text));

  const submit = async () => {
    setProcess({ state: 'charge' });
    // Spec section 8: a charge failure is stored in the response state and shown.
    const outcome = await chargeOutcome(() =>
      charge.mutateAsync({
        pendingSaleId: reservation?.pendingSaleId ?? null,
        body: {
          site_id: siteId,
          client_id: client?.id ?? null,
          service_reservation_id: reservation?.id ?? null,
          cart_type: priced.some((line) => line.kind === 'service') ? 'service' : 'product',
          sale_method: 'venta',
          lines: priced.map(lineRequest),
          payments: paymentAmounts
            .filter((p) => p.amount > 0)
            .map((p) => ({ amountPay: p.amount, paymentMethod: p.method })),
          gift_cards: cardAmounts.map((row) =>
            row.instrumentId
              ? { instrument_id: row.instrumentId, amount: row.amount ?? 0 }
              : { code: row.code ?? '', amount: row.amount ?? 0 },
          ),
          overpayment,
          tips: tipAmounts.map((tip) => ({
            specialist_id: tip.specialistId!,
            amount: tip.amount!,
            paymentMethod: tip.method,
          })),
          total,
          pending: false,
        },
      }),
    );
    setProcess(outcome);
  };

  // A product already in the cart counts one more; a service comes with its first specialist.
  const addLine = (option: { kind: 'service' | 'product'; id: number; name: string }) => {
    const existing =
      option.kind === 'product' && lines.find((line) => line.kind === 'product' && line.itemId === option.id);
    if (existing) {
      setLines(lines.map((line) => (line === existing ? { ...line, amount: line.amount + 1 } : line)));
      return;
    }
    const offered =
      catalog.data?.services.find((service) => service.id === option.id)?.service_specialist ?? [];
    setLines([
      ...lines,
      {
        key: rowKey(),
        kind: option.kind,
        itemId: option.id,
        name: option.name,
        amount: 1,
        specialistId: option.kind === 'service' ? (offered[0]?.specialist_id ?? null) : null,
        priceChange: null,
      },
    ]);
  };
  const addGiftCard = (giftCard: GiftCardDetails) =>
    setLines([
      ...lines,
      {
        key: rowKey(),
        kind: 'gift_card',
        itemId: 0,
        name: t('wallet.giftCardLine'),
        amount: 1,
        specialistId: null,
        priceChange: null,
        giftCard,
      },
    ]);
  const addPackage = (item: { id: number; name: string }, kind: 'package' | 'membership' = 'package') =>
    setLines([
      ...lines,
      {
        key: rowKey(),
        kind,
        itemId: item.id,
        name: item.name,
        amount: 1,
        specialistId: null,
        priceChange: null,
      },
    ]);
  // Cards picked from a wallet are that client's: another client cannot pay with them.
  const setClient = (next: ClientOption | null) => {
    if (next?.id !== client?.id) {
      setGiftCards(giftCards.filter((row) => row.instrumentId === null));
    }
    pickClient(next);
  };
  const changeLine = (key: string, patch: Partial<CartLine>) =>
    setLines(lines.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const removeLine = (key: string) => setLines(lines.filter((line) => line.key !== key));

  return {
    sites,
    site,
    siteId,
    setSiteId,
    catalog,
    drawerClosed,
    client,
    setClient,
    setClientSearch,
    clients,
    balance,
    kind,
    priced,
    subtotal,
    discounts,
    memberDiscounts,
    money,
    payments,
    setPayments,
    giftCards,
    setGiftCards,
    tips,
    setTips,
    overpayment,
    setOverpayment,
    process,
    problems,
    charge,
    dirty,
    submit,
    addLine,
    addGiftCard,
    addPackage,
    changeLine,
    removeLine,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
