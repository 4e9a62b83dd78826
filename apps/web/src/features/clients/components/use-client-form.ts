import { zodResolver } from '@hookform/resolvers/zod';
import { EMAIL_PATTERN, PHONE_PATTERN } from '@sari/domain/client-rules';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import type { Client } from '../api/client-keys';
import { useClient } from '../api/get-client';
import { type ClientTag, useClientTags } from '../api/get-client-tags';
import { useClientDuplicates } from '../api/get-duplicates';
import { useSaveClient } from '../api/save-client';

function schemaFor(t: (key: string) => string) {
  const optional = z.string().trim().max(200);
  return z.object({
    first_name: z.string().trim().min(1, t('clients.firstNameRequired')).max(120),
    last_name: optional,
    document_type: optional,
    document_number: optional,
    phone: z
      .string()
      .trim()
      .refine((value) => value === '' || PHONE_PATTERN.test(value), t('clients.phoneInvalid')),
    email: z
      .string()
      .trim()
      .refine((value) => value === '' || EMAIL_PATTERN.test(value), t('clients.emailInvalid')),
    birth_date: z.string(),
    notes: z.string().max(2000),
    consent_contact: z.boolean(),
    message_channel: z.enum(['', 'whatsapp', 'email']),
    is_active: z.boolean(),
  });
}
export type ClientValues = z.infer<ReturnType<typeof schemaFor>>;

const toValues = (client?: Client): ClientValues => ({
  first_name: client?.first_name ?? '',
  last_name: client?.last_name ?? '',
  document_type: client?.document_type ?? 'CC',
  document_number: client?.document_number ?? '',
  phone: client?.phone ?? '',
  email: client?.email ?? '',
  birth_date: client?.birth_date ?? '',
  notes: client?.notes ?? '',
  consent_contact: client?.consent_contact ?? false,
  message_channel: client?.message_channel ?? '',
  is_active: client?.is_active ?? true,
});

// Empty optional texts are stored as null, not as ''.
const toPayload = (values: ClientValues) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' && value.trim() === '' ? null : value,
    ]),
  );

// The client form's state: its values and checks, the possible duplicates, the tags and the save.
export function useClientForm(client: Client | undefined, onClose: () => void) {
  const { t } = useTranslation();
  const save = useSaveClient();
  const form = useForm<ClientValues>({ resolver: zodResolver(schemaFor(t)), values: toValues(client) });
  const [phone, email, document] = useWatch({
    control: form.control,
    name: ['phone', 'email', 'document_number'],
  });
  const duplicates = useClientDuplicates({ phone, email, document }, client?.id).data ?? [];
  const tagOptions = useClientTags().data ?? [];
  const saved = useClient(client?.id ?? 0, Boolean(client)).data;
  const savedLinks = saved?.client_client_tag ?? [];
  const [tags, setTags] = useState<ClientTag[] | null>(null);
  const selectedTags = tags ?? savedLinks.map((link) => link.client_tag_id as ClientTag);

  const submit = form.handleSubmit(async (values) => {
    try {
      // Links kept by id, new ones created, the rest removed (the items API's list semantics).
      const links = selectedTags.map((tag) => {
        const existing = savedLinks.find((link) => link.client_tag_id.id === tag.id);
        return existing ? { id: existing.id, client_tag_id: tag.id } : { client_tag_id: tag.id };
      });
      const payload = tags === null ? toPayload(values) : { ...toPayload(values), client_client_tag: links };
      await save.mutateAsync({ id: client?.id, values: payload });
      pushAlert(t('clients.saved'), 'success');
      onClose();
    } catch (error) {
      handleHttpError(error);
    }
  });

  return {
    form,
    duplicates,
    tagOptions,
    selectedTags,
    setTags,
    dirty: form.formState.isDirty || tags !== null,
    saving: save.isPending,
    submit,
  };
}
