import type { OperationContext } from '../../access/operation';
import { notFound } from '../../platform/errors';
import { accountOfCompany, settingsView } from './whatsapp-account';

export async function getWhatsappSettings(ctx: OperationContext) {
  const account = await accountOfCompany(ctx.services, ctx.user.companyId, ctx.tx);
  if (!account) {
    throw notFound();
  }
  return settingsView(ctx.services.config, account);
}
