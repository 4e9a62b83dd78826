import { defineOperation } from './operation';
import { z } from './zod';

export const CATEGORIES = ['centro_belleza', 'comercializadora_productos'] as const;

export const signUpBusinessInput = z.object({
  owner_name: z.string({ error: 'Escribe tu nombre.' }).trim().min(2, 'Escribe tu nombre.').max(120),
  email: z
    .string({ error: 'Escribe un correo válido.' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Escribe un correo válido.').max(200)),
  password: z
    .string({ error: 'Escribe una contraseña.' })
    .min(8, 'La contraseña debe tener al menos 8 caracteres.')
    .max(128, 'La contraseña admite hasta 128 caracteres.'),
  company_name: z
    .string({ error: 'Escribe el nombre del negocio.' })
    .trim()
    .min(2, 'Escribe el nombre del negocio.')
    .max(120),
  // Default business category: centro_belleza (spec-coverage 1).
  category_business: z.enum(CATEGORIES, { error: 'Elige el tipo de negocio.' }).default('centro_belleza'),
  site_name: z.string().trim().min(2, 'Escribe el nombre de la sede.').max(120).default('Sede principal'),
});

// The same answer whether or not the e-mail already has an account: the rest happens by e-mail.
export const requestSignUp = defineOperation({
  id: 'business.requestSignUp',
  method: 'POST',
  path: '/api/auth/sign-up/business',
  permission: 'public',
  tag: 'auth',
  summary:
    'Registro de un negocio nuevo: envía al correo el enlace para confirmarlo (la respuesta es la misma si el correo ya tiene cuenta)',
  input: signUpBusinessInput,
  output: z.object({ status: z.literal('pending'), email: z.string() }),
});

export const confirmSignUp = defineOperation({
  id: 'business.confirmSignUp',
  method: 'POST',
  path: '/api/auth/sign-up/business/confirm',
  permission: 'public',
  tag: 'auth',
  summary:
    'Confirma el registro con el token del correo: crea dueño, empresa, primera sede y administrador; después se inicia sesión',
  input: z.object({ token: z.string({ error: 'Falta el token.' }).min(10).max(200) }),
  output: z.object({ status: z.literal('confirmed'), email: z.string() }),
});
