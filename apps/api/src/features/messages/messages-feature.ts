import * as contracts from '@sari/contracts/messages';
import { operation } from '../../access/operation';
import type { Feature } from '../feature';
import { getWhatsappSettings } from './get-whatsapp-settings';
import { saveWhatsappSettings } from './save-whatsapp-settings';
import { sendWhatsappTest } from './send-whatsapp-test';
import { whatsappReplyJobs } from './whatsapp-replies';
import { whatsappWebhookRoutes } from './whatsapp-webhook';

// The messages to clients over WhatsApp (decision 054): the company's account, the webhook that
// hears back, and the replies. Sending is deliver(), which every message job calls.
export const messagesFeature: Feature = {
  name: 'messages',
  operations: [
    operation(contracts.getWhatsappSettings, getWhatsappSettings),
    operation(contracts.saveWhatsappSettings, saveWhatsappSettings),
    // It waits on Meta: no transaction held open meanwhile.
    operation(contracts.sendWhatsappTest, sendWhatsappTest, { transaction: false }),
  ],
  routes: whatsappWebhookRoutes,
  jobs: whatsappReplyJobs,
};
