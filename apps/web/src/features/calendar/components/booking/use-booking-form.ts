import { addDays } from '@sari/domain/local-days';
import { useDeferredValue, useMemo, useState } from 'react';
import { useClientBalance } from '../../api/get-client-balance';
import { useClientPlans } from '../../api/get-client-plans';
import { useProductOptions } from '../../api/get-products';
import { usePromotions } from '../../api/get-promotions';
import { useCalendarResources } from '../../api/get-resources';
import { useBookableServices } from '../../api/get-services';
import { type ClientOption, useClientSearch } from '../../api/search-clients';
import {
  type BookingLine,
  type BookingPreset,
  bookingInput,
  type NewClient,
  nextLine,
  pricedLines,
  resourceChoices,
} from '../../booking-lines';
import { occurrenceCount } from '../../pricing';
import { useBookingCheck } from './use-booking-check';
import { useNextFree } from './use-next-free';

// The booking dialog's state: the client, the lines with their prices, the repetition, and
// whether anything was typed (the dialog asks before discarding it).
export function useBookingForm(input: {
  siteId: number;
  preset: BookingPreset;
  today: string;
  onClose: () => void;
}) {
  const { siteId, preset } = input;
  const [date, setDate] = useState(preset.date);
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const [client, setClient] = useState<ClientOption | null>(null);
  const [search, setSearch] = useState('');
  const [newClient, setNewClient] = useState<NewClient>({ first_name: '', last_name: '', phone: '' });
  const [lines, setLines] = useState<BookingLine[]>([
    {
      key: 1,
      serviceId: null,
      specialistId: preset.specialistId ?? null,
      time: preset.time ?? '',
      products: [],
      resourceId: preset.resourceId ?? null,
    },
  ]);
  const [notes, setNotes] = useState('');
  const [repeat, setRepeat] = useState(false);
  const [everyWeeks, setEveryWeeks] = useState(1);
  const [until, setUntil] = useState(addDays(preset.date, 28));
  const check = useBookingCheck(siteId, input.onClose);

  const deferredSearch = useDeferredValue(search);
  const clients = useClientSearch(deferredSearch);
  const services = useBookableServices(siteId).data ?? [];
  const products = useProductOptions(true).data ?? [];
  // A failed load raises the shared error handler through the query cache (spec 8).
  const promotions = usePromotions(siteId, date).data ?? [];
  const balance = useClientBalance(mode === 'existing' ? (client?.id ?? null) : null).data;
  const resources = useCalendarResources(siteId).data ?? [];
  // The client's session packages on the day: a line they cover says so (decision 057).
  const plans = useClientPlans(date, mode === 'existing' && client ? [client.id] : []).data;
  const choicesOf = (line: BookingLine) =>
    resourceChoices(
      services.find((service) => service.id === line.serviceId),
      resources,
    );
  const resourceOf = (line: BookingLine) =>
    choicesOf(line).some((resource) => resource.id === line.resourceId) ? (line.resourceId ?? null) : null;

  const siteServices = useMemo(
    () => services.filter((service) => service.service_site_price.some((price) => price.site_id === siteId)),
    [services, siteId],
  );
  const priced = useMemo(
    () => pricedLines({ lines, services, promotions, date, siteId }),
    [lines, services, promotions, date, siteId],
  );
  const occurrences = repeat ? occurrenceCount(date, until, everyWeeks) : 1;

  const update = (key: number, change: Partial<BookingLine>) => {
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...change } : line)));
    check.reset();
  };
  const nextFree = useNextFree({ siteId, date, today: input.today, setDate, update });

  const submit = (checkOnly: boolean) =>
    check.submit(
      bookingInput({
        siteId,
        mode,
        client,
        newClient,
        date,
        lines,
        notes,
        repeat: repeat ? { every_weeks: everyWeeks, until } : null,
        checkOnly: true,
        resourceOf,
      }),
      { checkOnly, repeat, occurrences },
    );

  const clientReady =
    mode === 'existing' ? client !== null : newClient.first_name.trim() && newClient.phone.trim().length >= 7;
  const ready = Boolean(clientReady) && lines.every((line) => line.serviceId) && Boolean(lines[0].time);

  // Anything typed or chosen beyond what the slot clicked brought (its day, time, specialist).
  const dirty =
    client !== null ||
    search.trim() !== '' ||
    Object.values(newClient).some((value) => value.trim() !== '') ||
    lines.length > 1 ||
    lines.some((line) => line.serviceId !== null || line.products.length > 0) ||
    notes.trim() !== '' ||
    repeat;

  return {
    client: {
      mode,
      setMode,
      client,
      setClient,
      search,
      setSearch,
      newClient,
      setNewClient,
      clients,
      balance,
    },
    date,
    changeDate: (day: string) => {
      setDate(day);
      check.clearClashes();
    },
    lines,
    priced,
    services,
    siteServices,
    products,
    choicesOf,
    resourceOf,
    plans,
    total: priced.reduce((sum, line) => sum + line.total, 0),
    update,
    addLine: () => setLines((current) => [...current, nextLine(current)]),
    removeLine: (key: number) => setLines((current) => current.filter((line) => line.key !== key)),
    nextFree,
    notes,
    setNotes,
    repetition: {
      repeat,
      changeRepeat: (on: boolean) => {
        setRepeat(on);
        check.reset();
      },
      everyWeeks,
      setEveryWeeks,
      until,
      setUntil,
    },
    check,
    submit,
    ready,
    dirty,
  };
}

export type BookingForm = ReturnType<typeof useBookingForm>;
