import { defineOperation } from './operation';
import { z } from './zod';

// A visitor of the public booking page signing in by a one-time code e-mailed to the client she
// says she is, and what that proven client may see of her own wallet (decision 056).
const slug = z.string().regex(/^[a-z0-9-]{1,120}$/, 'La dirección no es válida.');
const signed = (message: string) => z.string().regex(/^\d{1,10}\.[\w-]{32}$/, message);
export const visitorToken = signed('Tu sesión no es válida. Pide un código nuevo.');

export const publicSignIn = defineOperation({
  id: 'public.signIn',
  method: 'POST',
  path: '/api/public/booking/:slug/sign-in',
  permission: 'public',
  tag: 'public',
  summary:
    'Pide un código de un solo uso para entrar como cliente: llega al correo del cliente; la respuesta es la misma sea o no cliente',
  input: z.object({
    slug,
    contact: z
      .string()
      .trim()
      .toLowerCase()
      .min(5, 'Escribe tu correo o tu teléfono.')
      .max(200, 'Escribe tu correo o tu teléfono.')
      .refine(
        (text) => z.email().safeParse(text).success || /^\+?[\d\s().-]{7,20}$/.test(text),
        'Escribe un correo o un teléfono válido.',
      ),
  }),
  output: z.object({ challenge: z.string(), expires_in_minutes: z.number() }),
});

export const publicSignInVerify = defineOperation({
  id: 'public.signInVerify',
  method: 'POST',
  path: '/api/public/booking/:slug/sign-in/verify',
  permission: 'public',
  tag: 'public',
  summary: 'Comprueba el código de 6 cifras (una vez, pocos intentos) y abre una sesión corta de cliente',
  input: z.object({
    slug,
    challenge: signed('Pide un código nuevo.'),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'El código tiene 6 cifras.'),
  }),
  output: z.object({ visitor: z.string(), first_name: z.string(), expires_at: z.string() }),
});

// A read that carries a credential: POST, so the token never sits in an address, a log or a
// browser's history.
export const publicWallet = defineOperation({
  id: 'public.wallet',
  method: 'POST',
  path: '/api/public/booking/:slug/wallet',
  permission: 'public',
  tag: 'public',
  summary: 'Los planes de sesiones y las tarjetas de regalo vigentes del cliente que entró con su código',
  input: z.object({ slug, visitor: visitorToken }),
  output: z.object({
    first_name: z.string(),
    packages: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        left: z.number(),
        of: z.number(),
        expires_on: z.string().nullable(),
        service_ids: z.array(z.number()),
      }),
    ),
    gift_cards: z.array(
      z.object({ id: z.number(), code_end: z.string(), left: z.number(), expires_on: z.string().nullable() }),
    ),
  }),
});
