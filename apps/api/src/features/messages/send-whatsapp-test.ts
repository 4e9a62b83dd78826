import type { sendWhatsappTest as contract } from '@sari/contracts/messages';
import { whatsappNumber } from '@sari/domain/contact-links';
import type { z } from 'zod';
import type { OperationContext } from '../../access/operation';
import { ApiError } from '../../platform/errors';
import { sendWhatsapp } from '../../platform/whatsapp';
import { countryOf } from './message-channels';
import { accountOfCompany, canSend } from './whatsapp-account';

type Input = z.output<(typeof contract)['input']>;

// "Send a test": one template message with the saved account to the number typed, so the owner
// sees the connection work. Not a client's message: not in the log. Without a transaction (it
// waits on Meta).
export async function sendWhatsappTest(ctx: OperationContext, input: Input) {
  const account = await accountOfCompany(ctx.services, ctx.user.companyId);
  if (!account || !canSend({ ...account, enabled: true })) {
    throw new ApiError(
      'NOT_FOUND',
      'La empresa no tiene una cuenta de WhatsApp guardada: escribe el identificador del número y el token de acceso.',
    );
  }
  const to = whatsappNumber(input.phone, await countryOf(ctx.db, ctx.user.companyId));
  if (!to) {
    throw new ApiError('INVALID_PAYLOAD', 'El teléfono no es un número de WhatsApp válido.', {
      field: 'phone',
    });
  }
  const sent = await sendWhatsapp(
    ctx.services.config.whatsappApiUrl,
    { phone_number_id: account.phone_number_id!, access_token: account.access_token! },
    to,
    {
      type: 'template',
      name: input.template ?? 'hello_world',
      language: input.language ?? (input.template ? account.language : 'en_US'),
      body: [],
    },
  );
  if (!sent.ok) {
    throw new ApiError('BUSINESS_RULE', `WhatsApp no aceptó el mensaje de prueba. ${sent.error}`);
  }
  return { message_id: sent.id };
}
