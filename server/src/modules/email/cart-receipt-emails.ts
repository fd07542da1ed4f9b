// One receipt for a cart checked out at once (issue 29), in the four interface languages: every booking with its
// reference, place, dates and price lines in the booking confirmation's words and facts (booking-emails.ts), then the
// grand total the one payment took, with each booking's .ics. Only its subject, opening and grand total are its own.
import { type CountedPhrase, sayCounted } from '../../counted.js';
import type { Language } from '../../language.js';
import { oneLine } from '../../validation.js';
import { type ConfirmedBooking, bookingFactRows, bookingWordings, confirmParts, paymentRow } from './booking-emails.js';
import { factLines, factTable, letter, linkParagraph, paragraph } from './email-letter.js';
import type { EmailAttachment } from './email-outbox.entity.js';
import type { EmailContent } from './email-templates.js';

export interface CartReceipt {
  bookings: ConfirmedBooking[];
  /** The one amount charged (or to pay at the venues): the bookings' totals added up. */
  grandTotal: string;
  paid: boolean;
  /** The traveller's bookings page. */
  manageUrl: string;
}

/** What only the receipt says; everything else is the booking confirmation's. */
interface ReceiptWording {
  subject: CountedPhrase;
  intro: CountedPhrase;
  grandTotal: string;
}

const wordings: Record<Language, ReceiptWording> = {
  en: {
    subject: { one: () => 'Your receipt: 1 booking confirmed', other: (n) => `Your receipt: ${n} bookings confirmed` },
    intro: {
      one: () => 'Your cart is booked. Here is your receipt for its booking.',
      other: (n) => `Your cart is booked. Here is your receipt for its ${n} bookings.`,
    },
    grandTotal: 'Grand total',
  },
  fr: {
    subject: { one: () => 'Votre reçu : 1 réservation confirmée', other: (n) => `Votre reçu : ${n} réservations confirmées` },
    intro: {
      one: () => 'Votre panier est réservé. Voici votre reçu pour sa réservation.',
      other: (n) => `Votre panier est réservé. Voici votre reçu pour ses ${n} réservations.`,
    },
    grandTotal: 'Total général',
  },
  ar: {
    subject: {
      zero: () => 'إيصالك: لا حجوزات',
      one: () => 'إيصالك: تم تأكيد حجز واحد',
      two: () => 'إيصالك: تم تأكيد حجزين',
      few: (n) => `إيصالك: تم تأكيد ${n} حجوزات`,
      many: (n) => `إيصالك: تم تأكيد ${n} حجزًا`,
      other: (n) => `إيصالك: تم تأكيد ${n} حجز`,
    },
    intro: {
      zero: () => 'تم حجز سلتك.',
      one: () => 'تم حجز سلتك. إليك إيصال حجزها.',
      two: () => 'تم حجز سلتك. إليك إيصال حجزيها.',
      few: (n) => `تم حجز سلتك. إليك إيصال حجوزاتها الـ${n}.`,
      many: (n) => `تم حجز سلتك. إليك إيصال حجوزاتها الـ${n}.`,
      other: (n) => `تم حجز سلتك. إليك إيصال حجوزاتها الـ${n}.`,
    },
    grandTotal: 'المجموع الكلي',
  },
  pt: {
    subject: { one: () => 'O seu recibo: 1 reserva confirmada', other: (n) => `O seu recibo: ${n} reservas confirmadas` },
    intro: {
      one: () => 'O seu carrinho está reservado. Eis o recibo da sua reserva.',
      other: (n) => `O seu carrinho está reservado. Eis o recibo das suas ${n} reservas.`,
    },
    grandTotal: 'Total geral',
  },
};

export function cartReceiptEmail(language: Language, name: string, receipt: CartReceipt, calendars: EmailAttachment[]): EmailContent {
  const words = bookingWordings[language];
  const own = wordings[language];
  const count = receipt.bookings.length;
  const intro = sayCounted(language, own.intro, count);
  const manage = sayCounted(language, words.manage, count);
  const calendarNote = sayCounted(language, words.calendar, calendars.length);
  const sections = receipt.bookings.map((booking) => ({ rows: bookingFactRows(language, booking), confirm: confirmParts(language, booking.confirm) }));
  const closing: Array<[string, string]> = [[own.grandTotal, receipt.grandTotal], paymentRow(language, receipt.paid)];
  const { text, html } = letter(language, {
    greeting: words.hello(oneLine(name)),
    signature: words.signature,
    text: [
      intro,
      ...sections.flatMap(({ rows, confirm }) => ['', ...factLines(rows), ...confirm.text]),
      '',
      ...factLines(closing),
      '',
      `${manage}: ${receipt.manageUrl}`,
      calendarNote,
    ],
    html: [
      paragraph(intro),
      ...sections.flatMap(({ rows, confirm }) => [factTable(rows), ...confirm.html]),
      factTable(closing),
      linkParagraph(receipt.manageUrl, manage),
      paragraph(calendarNote),
    ],
  });
  return { template: 'cart-receipt', language, subject: sayCounted(language, own.subject, count), text, html, attachments: calendars };
}
