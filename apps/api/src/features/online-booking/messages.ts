import { formatDayNumeric } from '@sari/domain/dates';
import { formatMoney } from '@sari/domain/money';
import { formatGiftCardCode } from '@sari/domain/wallet';
import { icsOf } from '../../platform/ics';
import type { Mail } from '../../platform/mailer';
import { type ReservationDetails, spanishDay, spanishTime, startInstant } from './reservation-details';

// Every message a client or a manager gets from the salon, in Spanish, as plain text with a
// simple HTML twin (a purple button for the link). The links are the app's public pages.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function html(lines: string[], action?: { label: string; url: string }) {
  const body = lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join('');
  const button = action
    ? `<p style="margin:20px 0"><a href="${escapeHtml(action.url)}" style="background:#6d28d9;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#1f1235;max-width:560px">${body}${button}</div>`;
}

// A sentence that ends on a time ends on its own abbreviation ("2:00 p. m."): no second period.
const endOnce = (line: string) => line.replace(/\b([ap]\.\s?m\.)\./g, '$1');

function mail(to: string, subject: string, written: string[], action?: { label: string; url: string }): Mail {
  const lines = written.map(endOnce);
  const text = [...lines, ...(action ? ['', `${action.label}: ${action.url}`] : [])].join('\n');
  return { to, subject, text, html: html(lines, action) };
}

const when = (details: ReservationDetails) =>
  `${spanishDay(details.date)} a las ${spanishTime(details.start)}`;
const place = (details: ReservationDetails) => [details.site, details.address].filter(Boolean).join(', ');
const serviceLines = (details: ReservationDetails) =>
  details.services.map(
    (service) => `• ${service.name} con ${service.specialist} (${spanishTime(service.start)})`,
  );

export function bookingEvent(details: ReservationDetails, manageUrl: string) {
  const start = startInstant(details);
  const end = startInstant({ ...details, start: details.end || details.start });
  return icsOf(
    {
      id: `reserva-${details.id}@sari`,
      summary: `${details.services.map((service) => service.name).join(', ')} en ${details.company}`,
      description: [...serviceLines(details), '', `Cambia o cancela tu cita: ${manageUrl}`].join('\n'),
      location: place(details),
      start,
      end,
      url: manageUrl,
    },
    details.company,
  );
}

export function confirmationMail(details: ReservationDetails, to: string, manageUrl: string): Mail {
  const lines = [
    `Hola ${details.client_name}:`,
    `Tu cita en ${details.company} quedó confirmada para el ${when(details)}.`,
    `Lugar: ${place(details)}.`,
    ...serviceLines(details),
    ...(details.deposit > 0
      ? [
          `Estos servicios piden un anticipo de ${formatMoney(details.deposit)}, que pagas en la sede antes de tu cita.`,
        ]
      : []),
    'Te adjuntamos la cita para que la agregues a tu calendario. Si necesitas cambiarla o cancelarla, usa el enlace.',
  ];
  return {
    ...mail(to, `Cita confirmada: ${when(details)} en ${details.company}`, lines, {
      label: 'Ver, cambiar o cancelar mi cita',
      url: manageUrl,
    }),
    attachments: [
      {
        filename: 'cita.ics',
        content: bookingEvent(details, manageUrl),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}

export function movedMail(details: ReservationDetails, to: string, manageUrl: string): Mail {
  const confirmation = confirmationMail(details, to, manageUrl);
  return { ...confirmation, subject: `Cita cambiada: ahora el ${when(details)} en ${details.company}` };
}

export function cancelledMail(details: ReservationDetails, to: string, bookUrl: string): Mail {
  return mail(
    to,
    `Cita cancelada en ${details.company}`,
    [
      `Hola ${details.client_name}:`,
      `Cancelamos tu cita del ${when(details)} en ${place(details)}.`,
      'Cuando quieras, reserva otra.',
    ],
    { label: 'Reservar otra cita', url: bookUrl },
  );
}

export function reminderMail(details: ReservationDetails, to: string, manageUrl: string): Mail {
  return mail(
    to,
    `Recordatorio: tu cita es el ${when(details)}`,
    [
      `Hola ${details.client_name}:`,
      `Te esperamos en ${details.company} el ${when(details)}.`,
      `Lugar: ${place(details)}.`,
      ...serviceLines(details),
      'Si no puedes venir, avísanos con el enlace para que otra persona pueda usar el horario.',
    ],
    { label: 'Ver, cambiar o cancelar mi cita', url: manageUrl },
  );
}

export function ratingMail(details: ReservationDetails, to: string, rateUrl: string): Mail {
  return mail(
    to,
    `¿Cómo te fue en ${details.company}?`,
    [
      `Hola ${details.client_name}:`,
      `Gracias por tu visita del ${spanishDay(details.date)}. ¿Nos cuentas cómo te fue? Son dos preguntas.`,
      'El enlace sirve una sola vez.',
    ],
    { label: 'Calificar mi visita', url: rateUrl },
  );
}

export type Offer = {
  company: string;
  site: string;
  service: string;
  specialist: string;
  date: string;
  time: string;
  client: string;
};

export function waitlistOfferMail(offer: Offer, to: string, claimUrl: string): Mail {
  return mail(
    to,
    `Se liberó un horario en ${offer.company}: ${spanishDay(offer.date)} a las ${spanishTime(offer.time)}`,
    [
      `Hola ${offer.client}:`,
      `Estabas en la lista de espera de ${offer.service}. Se liberó un horario el ${spanishDay(offer.date)} a las ${spanishTime(offer.time)} con ${offer.specialist}, en ${offer.site}.`,
      'Lo avisamos a varias personas: el primero que lo toma se lo queda.',
    ],
    { label: 'Tomar este horario', url: claimUrl },
  );
}

export type LowRating = {
  company: string;
  client: string;
  phone: string | null;
  date: string;
  site: string;
  services: string[];
  specialist: string | null;
  service_rating: number;
  specialist_rating: number;
  comment: string | null;
};

export function lowRatingText(rating: LowRating) {
  return [
    `${rating.client} calificó su visita del ${spanishDay(rating.date)} en ${rating.site}: servicio ${rating.service_rating} de 5, especialista ${rating.specialist_rating} de 5.`,
    `Servicios: ${rating.services.join(', ') || 'sin servicios'}${rating.specialist ? `, con ${rating.specialist}` : ''}.`,
    rating.comment ? `Comentario: «${rating.comment}»` : 'Sin comentario.',
    rating.phone ? `Llama al cliente: ${rating.phone}.` : 'El cliente no dejó teléfono.',
  ];
}

export function lowRatingMail(rating: LowRating, to: string, clientUrl: string): Mail {
  return mail(to, `Calificación baja de ${rating.client} en ${rating.company}`, lowRatingText(rating), {
    label: 'Ver el cliente',
    url: clientUrl,
  });
}

// The body values of the WhatsApp templates about a booking, in this order (decision 054):
// {{1}} the business, {{2}} the services, {{3}} the day, {{4}} the time (the site's wall
// clock), {{5}} the booking's link.
export function templateBody(details: ReservationDetails, link: string): string[] {
  return [
    details.company,
    details.services.map((service) => service.name).join(', ') || 'tu cita',
    spanishDay(details.date),
    spanishTime(details.start || '00:00'),
    link,
  ];
}

export const offerTemplateBody = (offer: Offer, link: string): string[] => [
  offer.company,
  offer.service,
  spanishDay(offer.date),
  spanishTime(offer.time),
  link,
];

export type GiftCardNote = {
  company: string;
  code: string;
  amount: number;
  expires_on: string | null;
  recipient_name: string | null;
  message: string | null;
};

// The gift card's e-mail to whom it was given: the code (in groups of four, as printed), the
// value, the last day, the buyer's message and the code's QR, an inline PNG the HTML shows in
// place (`cid:`), so no image is fetched from anywhere (decision 056).
export function giftCardMail(card: GiftCardNote, to: string, qrPng: Buffer): Mail {
  const code = formatGiftCardCode(card.code);
  const lines = [
    card.recipient_name ? `Hola ${card.recipient_name}:` : 'Hola:',
    `Te regalaron una tarjeta de regalo de ${card.company} por ${formatMoney(card.amount)}.`,
    ...(card.message ? [`Mensaje: «${card.message}»`] : []),
    `Código: ${code}`,
    card.expires_on
      ? `Vale hasta el ${formatDayNumeric(card.expires_on)}. Úsala en una o varias visitas.`
      : 'No vence. Úsala en una o varias visitas.',
    'Muestra el código o el QR al pagar en la sede. Guarda este correo: quien tenga el código puede usar la tarjeta.',
  ].map(endOnce);
  const qr = `<p style="margin:8px 0 16px"><img src="cid:codigo-qr" alt="QR del código ${escapeHtml(code)}" width="200" height="200" style="display:block"></p>`;
  return {
    to,
    subject: `Tu tarjeta de regalo de ${card.company}`,
    text: lines.join('\n'),
    html: html(lines).replace(/<\/div>$/, `${qr}</div>`),
    attachments: [{ filename: 'codigo-qr.png', content: qrPng, contentType: 'image/png', cid: 'codigo-qr' }],
  };
}

export type RenewalNote = {
  company: string;
  client_name: string | null;
  plan: string;
  expires_on: string;
  price: number | null;
  site: string;
  address: string | null;
};

// The membership renewal reminder (decision 060): the plan, its last day (the site's date, as
// the desk writes it), the price of another period at the site, and an invitation to renew at
// the desk. No link: a membership is renewed at the sede.
export function membershipRenewalMail(note: RenewalNote, to: string): Mail {
  const day = formatDayNumeric(note.expires_on);
  return mail(to, `Tu membresía ${note.plan} en ${note.company} vence el ${day}`, [
    note.client_name ? `Hola ${note.client_name}:` : 'Hola:',
    `Tu membresía ${note.plan} en ${note.company} vence el ${spanishDay(note.expires_on)} (${day}).`,
    note.price === null
      ? 'Pregunta en la sede por el valor del periodo siguiente.'
      : `Renovarla por un periodo más cuesta ${formatMoney(note.price)} en ${note.site}.`,
    `Te esperamos en ${[note.site, note.address].filter(Boolean).join(', ')} para renovarla antes de esa fecha y no perder tus beneficios.`,
  ]);
}
