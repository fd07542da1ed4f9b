// The text messages a traveller gets about a booking, in the language it was booked in: confirmed, paid by mobile
// money (which confirms it too), cancelled, and cancelled with a refund. Each fits in two parts at most: the listing's
// name is shortened until it does.
import type { Language } from '../../language.js';
import { smsParts } from './sms-parts.js';

export type BookingSmsTemplate = 'booking-confirmed' | 'payment-received' | 'booking-cancelled' | 'booking-refunded';

export interface BookingSmsFacts {
  reference: string;
  listingName: string;
  /** The first day, written for the language. */
  when: string;
  total: string;
  /** Mobile money: what the payer was charged, by which provider, and its receipt. */
  paid?: { amount: string; method: string; receipt: string };
  refund?: string;
}

type Words = (facts: BookingSmsFacts & { listing: string }) => string;

const BRAND = 'Jambo Africa';

const words: Record<Language, Record<BookingSmsTemplate, Words>> = {
  en: {
    'booking-confirmed': (f) => `${BRAND}: booking ${f.reference} is confirmed. ${f.listing}, ${f.when}. Total ${f.total}.`,
    'payment-received': (f) =>
      `${BRAND}: we received ${f.paid?.amount} by ${f.paid?.method} (receipt ${f.paid?.receipt}). Booking ${f.reference} is confirmed: ${f.listing}.`,
    'booking-cancelled': (f) => `${BRAND}: booking ${f.reference} (${f.listing}, ${f.when}) is cancelled.`,
    'booking-refunded': (f) => `${BRAND}: booking ${f.reference} (${f.listing}, ${f.when}) is cancelled. Refund: ${f.refund}.`,
  },
  fr: {
    'booking-confirmed': (f) => `${BRAND} : réservation ${f.reference} confirmée. ${f.listing}, ${f.when}. Total ${f.total}.`,
    'payment-received': (f) =>
      `${BRAND} : paiement de ${f.paid?.amount} par ${f.paid?.method} enregistré (réf. ${f.paid?.receipt}). Réservation ${f.reference} confirmée : ${f.listing}.`,
    'booking-cancelled': (f) => `${BRAND} : réservation ${f.reference} (${f.listing}, ${f.when}) annulée.`,
    'booking-refunded': (f) => `${BRAND} : réservation ${f.reference} (${f.listing}, ${f.when}) annulée. Remboursement : ${f.refund}.`,
  },
  pt: {
    'booking-confirmed': (f) => `${BRAND}: reserva ${f.reference} confirmada. ${f.listing}, ${f.when}. Total ${f.total}.`,
    'payment-received': (f) =>
      `${BRAND}: recebemos ${f.paid?.amount} por ${f.paid?.method} (recibo ${f.paid?.receipt}). Reserva ${f.reference} confirmada: ${f.listing}.`,
    'booking-cancelled': (f) => `${BRAND}: reserva ${f.reference} (${f.listing}, ${f.when}) cancelada.`,
    'booking-refunded': (f) => `${BRAND}: reserva ${f.reference} (${f.listing}, ${f.when}) cancelada. Reembolso: ${f.refund}.`,
  },
  ar: {
    'booking-confirmed': (f) => `${BRAND}: تم تأكيد الحجز ${f.reference}. ${f.listing}، ${f.when}. المجموع ${f.total}.`,
    'payment-received': (f) => `${BRAND}: استلمنا ${f.paid?.amount} عبر ${f.paid?.method} (إيصال ${f.paid?.receipt}). الحجز ${f.reference} مؤكد: ${f.listing}.`,
    'booking-cancelled': (f) => `${BRAND}: أُلغي الحجز ${f.reference} (${f.listing}، ${f.when}).`,
    'booking-refunded': (f) => `${BRAND}: أُلغي الحجز ${f.reference} (${f.listing}، ${f.when}). المبلغ المسترد: ${f.refund}.`,
  },
};

/** The first day of a booking (YYYY-MM-DD), as the language writes a short date. */
export function smsDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** Number formats put no-break spaces between groups; a plain space keeps a message in GSM-7 (more per part, cheaper). */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

export const MAX_SMS_PARTS = 2;

export function bookingSms(language: Language, template: BookingSmsTemplate, facts: BookingSmsFacts): string {
  const write = words[language][template];
  const name = plainSpaces(facts.listingName.trim());
  for (let length = name.length; ; length--) {
    const listing = length === name.length ? name : `${name.slice(0, Math.max(0, length)).trimEnd()}...`;
    const text = plainSpaces(write({ ...facts, listing }));
    if (smsParts(text) <= MAX_SMS_PARTS || length <= 0) return text;
  }
}
