import type { Config } from '../../config';
import { signToken } from '../../platform/signed-token';

// The public pages' addresses, as the e-mails, the settings screen and the answers give them.
// A booking link is signed with the server's secret (nothing stored, another purpose never
// verifies); rating and waitlist links are random tokens kept on their rows.
export const bookingToken = (config: Pick<Config, 'authSecret'>, reservationId: number) =>
  signToken(config.authSecret, 'booking', reservationId);

export const links = (config: Pick<Config, 'baseUrl' | 'authSecret'>) => ({
  book: (slug: string, siteId?: number) =>
    `${config.baseUrl}/reservationOnline?empresa=${encodeURIComponent(slug)}${siteId ? `&sede=${siteId}` : ''}`,
  manage: (reservationId: number) =>
    `${config.baseUrl}/reservationOnline?reserva=${bookingToken(config, reservationId)}`,
  claim: (token: string) => `${config.baseUrl}/reservationOnline?espera=${token}`,
  rate: (token: string) => `${config.baseUrl}/qualification?token=${token}`,
  client: (clientId: number) => `${config.baseUrl}/client/detail/${clientId}`,
});
