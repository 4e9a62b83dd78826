import type { Database } from '@sari/db/client';
import { authAccount, authSession, authUser, authVerification } from '@sari/db/schema/auth';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { bearer } from 'better-auth/plugins/bearer';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Mailer } from '../platform/mailer';
import { passwordProblem } from './password-policy';

export const SESSION_DAYS = 7;
// The client refreshes every 9 minutes; the expiry moves forward at most once a minute.
const SESSION_UPDATE_AGE_SECONDS = 60;
export const CLIENT_IP_HEADER = 'x-sari-client-ip';

export function createAuth(db: Database, config: Config, mailer: Mailer) {
  return betterAuth({
    appName: 'Sari',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db.orm as never, {
      provider: 'pg',
      schema: { user: authUser, session: authSession, account: authAccount, verification: authVerification },
    }),
    emailAndPassword: {
      enabled: true,
      // New accounts come only from the business sign-up and user invitations.
      disableSignUp: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // An invited user who sets a password through the link has accepted the invitation.
      onPasswordReset: async ({ user }) => {
        await db.rows(
          sql`update sari_user set invitation_pending = false where directus_user_id = ${user.id} and invitation_pending`,
        );
      },
      sendResetPassword: async ({ user, url }) => {
        // Someone who never signed in was invited: the same link sets their first password.
        const [sessions] = await db.rows<{ n: number }>(
          sql`select count(*)::int as n from auth_session where user_id = ${user.id}`,
        );
        if (sessions.n === 0) {
          await mailer.send({
            to: user.email,
            subject: 'Te invitaron a Sari',
            text: `Hola ${user.name}:\n\nYa tienes un usuario en Sari. Para elegir tu contraseña y entrar abre este enlace (vale una hora; si vence, usa "¿Olvidaste tu contraseña?"):\n${url}`,
          });
          return;
        }
        await mailer.send({
          to: user.email,
          subject: 'Restablece tu contraseña',
          text: `Hola ${user.name}:\n\nPara elegir una nueva contraseña abre este enlace (vale una hora):\n${url}\n\nSi no lo pediste, ignora este mensaje.`,
        });
      },
    },
    session: {
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    rateLimit: {
      enabled: true,
      storage: 'memory',
      window: 60,
      max: 600,
      customRules: {
        '/sign-in/email': { window: 60, max: config.signInPerMinute },
        '/request-password-reset': { window: 60, max: 5 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.baseUrl.startsWith('https://'),
    },
    telemetry: { enabled: false },
    hooks: {
      // Every new password, not only the sign-up's, passes the same policy.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/reset-password' && ctx.path !== '/change-password') {
          return;
        }
        const password = (ctx.body as { newPassword?: unknown } | undefined)?.newPassword;
        const problem = typeof password === 'string' ? passwordProblem(password) : null;
        if (problem) {
          throw new APIError('BAD_REQUEST', { message: problem, code: 'WEAK_PASSWORD' });
        }
      }),
    },
    plugins: [bearer()],
  });
}

export type Auth = ReturnType<typeof createAuth>;
