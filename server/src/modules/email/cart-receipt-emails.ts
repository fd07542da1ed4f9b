// One receipt for a cart checked out at once (issue 29), in the four interface languages: every booking with its
// reference, place, dates and price lines, then the grand total the one payment took, with each booking's .ics.
import type { Language } from '../../language.js';
import { oneLine } from '../../validation.js';
import type { ConfirmedBooking } from './booking-emails.js';
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

/** A counted phrase by the language's plural rules (Arabic has six forms; one phrase per form where it differs). */
type Counted = Partial<Record<Intl.LDMLPluralRule, (count: number) => string>> & { other: (count: number) => string };

interface Wording {
  subject: Counted;
  hello: (name: string) => string;
  intro: Counted;
  labels: { reference: string; where: string; when: string; party: string; total: string; grandTotal: string; payment: string };
  paid: string;
  atVenue: string;
  manage: string;
  confirm: (by: string) => string;
  confirmAction: string;
  calendar: string;
  signature: string;
}

const wordings: Record<Language, Wording> = {
  en: {
    subject: { one: () => 'Your receipt: 1 booking confirmed', other: (n) => `Your receipt: ${n} bookings confirmed` },
    hello: (name) => `Hello ${name},`,
    intro: {
      one: () => 'Your cart is booked. Here is your receipt for its booking.',
      other: (n) => `Your cart is booked. Here is your receipt for its ${n} bookings.`,
    },
    labels: { reference: 'Reference', where: 'Where', when: 'When', party: 'Guests', total: 'Total', grandTotal: 'Grand total', payment: 'Payment' },
    paid: 'paid',
    atVenue: 'to pay at the venue',
    manage: 'See your bookings',
    confirm: (by) => `To keep this booking, confirm your e-mail address by opening this link before ${by} (local time).`,
    confirmAction: 'Confirm my booking',
    calendar: 'The attached calendar files add them to your calendar.',
    signature: 'The Safari Marketplace team',
  },
  fr: {
    subject: { one: () => 'Votre reçu : 1 réservation confirmée', other: (n) => `Votre reçu : ${n} réservations confirmées` },
    hello: (name) => `Bonjour ${name},`,
    intro: {
      one: () => 'Votre panier est réservé. Voici votre reçu pour sa réservation.',
      other: (n) => `Votre panier est réservé. Voici votre reçu pour ses ${n} réservations.`,
    },
    labels: { reference: 'Référence', where: 'Lieu', when: 'Date', party: 'Personnes', total: 'Total', grandTotal: 'Total général', payment: 'Paiement' },
    paid: 'payé',
    atVenue: 'à régler sur place',
    manage: 'Voir vos réservations',
    confirm: (by) => `Pour conserver cette réservation, confirmez votre adresse e-mail en ouvrant ce lien avant ${by} (heure locale).`,
    confirmAction: 'Confirmer ma réservation',
    calendar: 'Les fichiers joints les ajoutent à votre agenda.',
    signature: "L'équipe Safari Marketplace",
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
    hello: (name) => `مرحبًا ${name}،`,
    intro: {
      zero: () => 'تم حجز سلتك.',
      one: () => 'تم حجز سلتك. إليك إيصال حجزها.',
      two: () => 'تم حجز سلتك. إليك إيصال حجزيها.',
      few: (n) => `تم حجز سلتك. إليك إيصال حجوزاتها الـ${n}.`,
      many: (n) => `تم حجز سلتك. إليك إيصال حجوزاتها الـ${n}.`,
      other: (n) => `تم حجز سلتك. إليك إيصال حجوزاتها الـ${n}.`,
    },
    labels: { reference: 'المرجع', where: 'المكان', when: 'الموعد', party: 'الأشخاص', total: 'المجموع', grandTotal: 'المجموع الكلي', payment: 'الدفع' },
    paid: 'مدفوع',
    atVenue: 'الدفع في المكان',
    manage: 'عرض حجوزاتك',
    confirm: (by) => `للاحتفاظ بهذا الحجز، أكّد عنوان بريدك الإلكتروني بفتح هذا الرابط قبل ${by} (بالتوقيت المحلي).`,
    confirmAction: 'تأكيد حجزي',
    calendar: 'تضيف الملفات المرفقة الحجوزات إلى تقويمك.',
    signature: 'فريق Safari Marketplace',
  },
  pt: {
    subject: { one: () => 'O seu recibo: 1 reserva confirmada', other: (n) => `O seu recibo: ${n} reservas confirmadas` },
    hello: (name) => `Olá ${name},`,
    intro: {
      one: () => 'O seu carrinho está reservado. Eis o recibo da sua reserva.',
      other: (n) => `O seu carrinho está reservado. Eis o recibo das suas ${n} reservas.`,
    },
    labels: { reference: 'Referência', where: 'Local', when: 'Data', party: 'Pessoas', total: 'Total', grandTotal: 'Total geral', payment: 'Pagamento' },
    paid: 'pago',
    atVenue: 'a pagar no local',
    manage: 'Ver as suas reservas',
    confirm: (by) => `Para manter esta reserva, confirme o seu endereço de e-mail abrindo esta ligação antes de ${by} (hora local).`,
    confirmAction: 'Confirmar a minha reserva',
    calendar: 'Os ficheiros anexos adicionam-nas ao seu calendário.',
    signature: 'A equipa Safari Marketplace',
  },
};

const say = (language: Language, phrase: Counted, count: number) => (phrase[new Intl.PluralRules(language).select(count)] ?? phrase.other)(count);

export function cartReceiptEmail(language: Language, name: string, receipt: CartReceipt, calendars: EmailAttachment[]): EmailContent {
  const words = wordings[language];
  const count = receipt.bookings.length;
  const intro = say(language, words.intro, count);
  const sections = receipt.bookings.map((booking) => ({
    rows: [
      [words.labels.reference, booking.reference],
      [words.labels.where, oneLine(`${booking.listingName}, ${booking.location}`)],
      [words.labels.when, booking.when],
      [words.labels.party, String(booking.partySize)],
      ...booking.lines.map(([what, amount]): [string, string] => [oneLine(what), amount]),
      [words.labels.total, booking.total],
    ] as Array<[string, string]>,
    confirm: booking.confirm,
  }));
  const closing: Array<[string, string]> = [
    [words.labels.grandTotal, receipt.grandTotal],
    [words.labels.payment, receipt.paid ? words.paid : words.atVenue],
  ];
  const { text, html } = letter(language, {
    greeting: words.hello(oneLine(name)),
    signature: words.signature,
    text: [
      intro,
      ...sections.flatMap(({ rows, confirm }) => [
        '',
        ...factLines(rows),
        ...(confirm ? [words.confirm(confirm.by), `${words.confirmAction}: ${confirm.url}`] : []),
      ]),
      '',
      ...factLines(closing),
      '',
      `${words.manage}: ${receipt.manageUrl}`,
      words.calendar,
    ],
    html: [
      paragraph(intro),
      ...sections.flatMap(({ rows, confirm }) => [
        factTable(rows),
        ...(confirm ? [paragraph(words.confirm(confirm.by)), linkParagraph(confirm.url, words.confirmAction)] : []),
      ]),
      factTable(closing),
      linkParagraph(receipt.manageUrl, words.manage),
      paragraph(words.calendar),
    ],
  });
  return { template: 'cart-receipt', language, subject: say(language, words.subject, count), text, html, attachments: calendars };
}
