// The booking confirmation in the four interface languages, with the booking's .ics attached; its wording and fact
// lines are also each booking's part of the cart receipt (cart-receipt-emails.ts).
import { type CountedPhrase, sayCounted } from '../../counted.js';
import type { Language } from '../../language.js';
import { oneLine } from '../../validation.js';
import { factLines, factTable, letter, linkParagraph, paragraph } from './email-letter.js';
import type { EmailAttachment } from './email-outbox.entity.js';
import type { EmailContent } from './email-templates.js';

export interface ConfirmedBooking {
  reference: string;
  listingName: string;
  location: string;
  /** "2026-12-01" or "2026-12-01 19:30", and the end date when it differs. */
  when: string;
  partySize: number;
  /** What the total is made of, [what, amount] a line (price-line-words.ts). */
  lines: Array<[string, string]>;
  total: string;
  paid: boolean;
  manageUrl: string;
  /** A guest paying at the venue: the link that keeps the booking, to open before `by` (the listing's clock). */
  confirm?: { url: string; by: string };
}

/** What a booking's mail says, whether it confirms one booking or is a cart's receipt of several. */
interface Wording {
  subject: (reference: string) => string;
  hello: (name: string) => string;
  intro: string;
  labels: { reference: string; where: string; when: string; party: string; total: string; payment: string };
  paid: string;
  atVenue: string;
  /** The link to the traveller's booking, or bookings. */
  manage: CountedPhrase;
  confirm: (by: string) => string;
  confirmAction: string;
  /** What the attached calendar file, or files, do. */
  calendar: CountedPhrase;
  signature: string;
}

export const bookingWordings: Record<Language, Wording> = {
  en: {
    subject: (reference) => `Booking confirmed: ${reference}`,
    hello: (name) => `Hello ${name},`,
    intro: 'Your booking is confirmed.',
    labels: { reference: 'Reference', where: 'Where', when: 'When', party: 'Guests', total: 'Total', payment: 'Payment' },
    paid: 'paid',
    atVenue: 'to pay at the venue',
    manage: { one: () => 'See your booking', other: () => 'See your bookings' },
    confirm: (by) =>
      `To keep it, confirm your e-mail address by opening the link below before ${by} (local time). Until then the booking is held for a limited time only, then released.`,
    confirmAction: 'Confirm my booking',
    calendar: {
      one: () => 'The attached calendar file adds it to your calendar.',
      other: () => 'The attached calendar files add them to your calendar.',
    },
    signature: 'The Safari Marketplace team',
  },
  fr: {
    subject: (reference) => `Réservation confirmée : ${reference}`,
    hello: (name) => `Bonjour ${name},`,
    intro: 'Votre réservation est confirmée.',
    labels: { reference: 'Référence', where: 'Lieu', when: 'Date', party: 'Personnes', total: 'Total', payment: 'Paiement' },
    paid: 'payé',
    atVenue: 'à régler sur place',
    manage: { one: () => 'Voir votre réservation', other: () => 'Voir vos réservations' },
    confirm: (by) =>
      `Pour la conserver, confirmez votre adresse e-mail en ouvrant le lien ci-dessous avant ${by} (heure locale). D’ici là, la réservation n’est retenue que pour un temps limité, puis libérée.`,
    confirmAction: 'Confirmer ma réservation',
    calendar: {
      one: () => 'Le fichier joint l’ajoute à votre agenda.',
      other: () => 'Les fichiers joints les ajoutent à votre agenda.',
    },
    signature: "L'équipe Safari Marketplace",
  },
  ar: {
    subject: (reference) => `تم تأكيد الحجز: ${reference}`,
    hello: (name) => `مرحبًا ${name}،`,
    intro: 'تم تأكيد حجزك.',
    labels: { reference: 'المرجع', where: 'المكان', when: 'الموعد', party: 'الأشخاص', total: 'المجموع', payment: 'الدفع' },
    paid: 'مدفوع',
    atVenue: 'الدفع في المكان',
    manage: { one: () => 'عرض حجزك', two: () => 'عرض حجزيك', other: () => 'عرض حجوزاتك' },
    confirm: (by) =>
      `للاحتفاظ بالحجز، أكّد عنوان بريدك الإلكتروني بفتح الرابط أدناه قبل ${by} (بالتوقيت المحلي). حتى ذلك الحين يُحتفظ بالحجز لوقت محدود فقط، ثم يُلغى.`,
    confirmAction: 'تأكيد حجزي',
    calendar: {
      one: () => 'يضيف الملف المرفق الحجز إلى تقويمك.',
      two: () => 'يضيف الملفان المرفقان الحجزين إلى تقويمك.',
      other: () => 'تضيف الملفات المرفقة الحجوزات إلى تقويمك.',
    },
    signature: 'فريق Safari Marketplace',
  },
  pt: {
    subject: (reference) => `Reserva confirmada: ${reference}`,
    hello: (name) => `Olá ${name},`,
    intro: 'A sua reserva está confirmada.',
    labels: { reference: 'Referência', where: 'Local', when: 'Data', party: 'Pessoas', total: 'Total', payment: 'Pagamento' },
    paid: 'pago',
    atVenue: 'a pagar no local',
    manage: { one: () => 'Ver a sua reserva', other: () => 'Ver as suas reservas' },
    confirm: (by) =>
      `Para a manter, confirme o seu endereço de e-mail abrindo a ligação abaixo antes de ${by} (hora local). Até lá, a reserva fica guardada apenas por tempo limitado e depois é libertada.`,
    confirmAction: 'Confirmar a minha reserva',
    calendar: {
      one: () => 'O ficheiro anexo adiciona-a ao seu calendário.',
      other: () => 'Os ficheiros anexos adicionam-nas ao seu calendário.',
    },
    signature: 'A equipa Safari Marketplace',
  },
};

/** A booking's facts, from its reference to its total (its price lines between), as [label, value] rows. */
export function bookingFactRows(language: Language, booking: ConfirmedBooking): Array<[string, string]> {
  const { labels } = bookingWordings[language];
  return [
    [labels.reference, booking.reference],
    [labels.where, oneLine(`${booking.listingName}, ${booking.location}`)],
    [labels.when, booking.when],
    [labels.party, String(booking.partySize)],
    ...booking.lines.map(([what, amount]): [string, string] => [oneLine(what), amount]),
    [labels.total, booking.total],
  ];
}

/** How the amount is settled, as a fact row. */
export function paymentRow(language: Language, paid: boolean): [string, string] {
  const words = bookingWordings[language];
  return [words.labels.payment, paid ? words.paid : words.atVenue];
}

/** What a guest paying at the venue must do to keep the booking: the text's lines and the html's paragraphs. */
export function confirmParts(language: Language, confirm: ConfirmedBooking['confirm']): { text: string[]; html: string[] } {
  if (!confirm) return { text: [], html: [] };
  const words = bookingWordings[language];
  return {
    text: [words.confirm(confirm.by), `${words.confirmAction}: ${confirm.url}`],
    html: [paragraph(words.confirm(confirm.by)), linkParagraph(confirm.url, words.confirmAction)],
  };
}

export function bookingConfirmedEmail(language: Language, name: string, booking: ConfirmedBooking, calendar: EmailAttachment): EmailContent {
  const words = bookingWordings[language];
  const rows = [...bookingFactRows(language, booking), paymentRow(language, booking.paid)];
  const confirm = confirmParts(language, booking.confirm);
  const manage = sayCounted(language, words.manage, 1);
  const calendarNote = sayCounted(language, words.calendar, 1);
  const { text, html } = letter(language, {
    greeting: words.hello(oneLine(name)),
    signature: words.signature,
    text: [words.intro, ...(confirm.text.length ? ['', ...confirm.text] : []), '', ...factLines(rows), '', `${manage}: ${booking.manageUrl}`, calendarNote],
    html: [paragraph(words.intro), ...confirm.html, factTable(rows), linkParagraph(booking.manageUrl, manage), paragraph(calendarNote)],
  });
  return { template: 'booking-confirmed', language, subject: words.subject(booking.reference), text, html, attachments: [calendar] };
}
