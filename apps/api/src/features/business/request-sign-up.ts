import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Attempt, PublicContext, Services } from '../../access/operation';
import { passwordProblem } from '../../auth/password-policy';
import { ApiError } from '../../platform/errors';

export type SignUpInput = {
  owner_name: string;
  email: string;
  password: string;
  company_name: string;
  category_business: 'centro_belleza' | 'comercializadora_productos';
  site_name: string;
};

export const SIGN_UP_PREFIX = 'business-sign-up:';
export const SIGN_UP_HOURS = 24;
const TOO_MANY = 'Demasiados registros seguidos desde esta conexión o para este correo. Espera una hora.';

// Per connection (SIGN_UP_PER_HOUR) and per address: nobody floods a stranger's inbox.
export function signUpLimits(input: SignUpInput, who: { ip: string; services: Services }): Attempt[] {
  return [
    {
      key: `sign-up:ip:${who.ip}`,
      limit: { max: who.services.config.signUpPerHour, windowSeconds: 3600 },
      message: TOO_MANY,
    },
    { key: `sign-up:email:${input.email}`, limit: { max: 3, windowSeconds: 3600 }, message: TOO_MANY },
  ];
}

export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

// A sign-up is only a request until its e-mail is confirmed: the answer is the same whether or
// not the address already has an account (that person gets an e-mail saying so instead), and a
// refused request (too many, weak password) writes nothing but its attempt.
export async function requestSignUp(ctx: PublicContext, input: SignUpInput) {
  const { db, services } = ctx;
  const problem = passwordProblem(input.password, [input.email, input.owner_name, input.company_name]);
  if (problem) {
    throw new ApiError('INVALID_PAYLOAD', problem, {}, [{ field: 'password', message: problem }]);
  }
  // Hashed in both cases, so the answer takes as long whether or not the account exists.
  const passwordHash = await (await services.auth.$context).password.hash(input.password);
  const taken = await db.rows(sql`select 1 from auth_user where email = ${input.email}`, ctx.tx);
  if (taken.length > 0) {
    ctx.afterCommit(() =>
      services.mailer.send({
        to: input.email,
        subject: 'Ya tienes una cuenta en Sari',
        text: `Hola:\n\nAlguien intentó registrar un negocio en Sari con este correo, pero ya tiene una cuenta. Inicia sesión en ${services.config.baseUrl}/login o, si olvidaste la contraseña, usa "¿Olvidaste tu contraseña?".\n\nSi no fuiste tú, ignora este mensaje.`,
      }),
    );
    return { status: 'pending' as const, email: input.email };
  }
  const token = randomBytes(32).toString('base64url');
  const { password: _password, ...business } = input;
  await db.rows(
    sql`insert into auth_verification (id, identifier, value, expires_at)
        values (${randomBytes(16).toString('hex')}, ${SIGN_UP_PREFIX + tokenDigest(token)},
                ${JSON.stringify({ ...business, passwordHash })}, now() + ${`${SIGN_UP_HOURS} hours`}::interval)`,
    ctx.tx,
  );
  const link = `${services.config.baseUrl}/signUp?confirm=${token}`;
  ctx.afterCommit(() =>
    services.mailer.send({
      to: input.email,
      subject: 'Confirma tu negocio en Sari',
      text: `Hola ${input.owner_name}:\n\nPara crear "${input.company_name}" en Sari abre este enlace (vale ${SIGN_UP_HOURS} horas):\n${link}\n\nSi no fuiste tú, ignora este mensaje.`,
    }),
  );
  return { status: 'pending' as const, email: input.email };
}
