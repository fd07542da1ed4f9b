// The one text message of a cart checked out at once (issue 29), like its one receipt e-mail: how many bookings are
// confirmed, their references and the one total, in the language the cart was booked in. It fits in two parts at
// most: past that the references are left to the e-mail.
import { type CountedPhrase, sayCounted } from '../../counted.js';
import type { Language } from '../../language.js';
import { MAX_SMS_PARTS } from './booking-sms.js';
import { smsParts } from './sms-parts.js';

export const CART_RECEIPT_SMS = 'cart-receipt';

export interface CartReceiptSmsFacts {
  references: readonly string[];
  /** The one amount charged, or to pay at the venues. */
  total: string;
}

const BRAND = 'Jambo Africa';

interface Words {
  confirmed: CountedPhrase;
  text: (confirmed: string, references: string | null, total: string) => string;
}

const words: Record<Language, Words> = {
  en: {
    confirmed: { one: () => '1 booking confirmed', other: (n) => `${n} bookings confirmed` },
    text: (confirmed, references, total) => `${BRAND}: your cart is booked, ${confirmed}${references ? ` (${references})` : ''}. Total ${total}.`,
  },
  fr: {
    confirmed: { one: () => '1 réservation confirmée', other: (n) => `${n} réservations confirmées` },
    text: (confirmed, references, total) => `${BRAND} : votre panier est réservé, ${confirmed}${references ? ` (${references})` : ''}. Total ${total}.`,
  },
  pt: {
    confirmed: { one: () => '1 reserva confirmada', other: (n) => `${n} reservas confirmadas` },
    text: (confirmed, references, total) => `${BRAND}: o seu carrinho está reservado, ${confirmed}${references ? ` (${references})` : ''}. Total ${total}.`,
  },
  ar: {
    confirmed: {
      one: () => 'تم تأكيد حجز واحد',
      two: () => 'تم تأكيد حجزين',
      few: (n) => `تم تأكيد ${n} حجوزات`,
      many: (n) => `تم تأكيد ${n} حجزًا`,
      other: (n) => `تم تأكيد ${n} حجز`,
    },
    text: (confirmed, references, total) => `${BRAND}: تم حجز سلتك، ${confirmed}${references ? ` (${references})` : ''}. المجموع ${total}.`,
  },
};

/** Number formats put no-break spaces between groups; a plain space keeps a message in GSM-7 (more per part, cheaper). */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

export function cartReceiptSms(language: Language, { references, total }: CartReceiptSmsFacts): string {
  const said = words[language];
  const confirmed = sayCounted(language, said.confirmed, references.length);
  const withReferences = plainSpaces(said.text(confirmed, references.join(', '), total));
  return smsParts(withReferences) <= MAX_SMS_PARTS ? withReferences : plainSpaces(said.text(confirmed, null, total));
}
