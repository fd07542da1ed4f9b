// The booking confirmation in the four interface languages, with the booking's .ics attached.
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

interface Wording {
  subject: (reference: string) => string;
  hello: (name: string) => string;
  intro: string;
  labels: { reference: string; where: string; when: string; party: string; total: string; payment: string };
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
    subject: (reference) => `Booking confirmed: ${reference}`,
    hello: (name) => `Hello ${name},`,
    intro: 'Your booking is confirmed.',
    labels: { reference: 'Reference', where: 'Where', when: 'When', party: 'Guests', total: 'Total', payment: 'Payment' },
    paid: 'paid',
    atVenue: 'to pay at the venue',
    manage: 'See your booking',
    confirm: (by) =>
      `To keep it, confirm your e-mail address by opening the link below before ${by} (local time). Until then the booking is held for a limited time only, then released.`,
    confirmAction: 'Confirm my booking',
    calendar: 'The attached calendar file adds it to your calendar.',
    signature: 'The Safari Marketplace team',
  },
  fr: {
    subject: (reference) => `Réservation confirmée : ${reference}`,
    hello: (name) => `Bonjour ${name},`,
    intro: 'Votre réservation est confirmée.',
    labels: { reference: 'Référence', where: 'Lieu', when: 'Date', party: 'Personnes', total: 'Total', payment: 'Paiement' },
    paid: 'payé',
    atVenue: 'à régler sur place',
    manage: 'Voir votre réservation',
    confirm: (by) =>
      `Pour la conserver, confirmez votre adresse e-mail en ouvrant le lien ci-dessous avant ${by} (heure locale). D’ici là, la réservation n’est retenue que pour un temps limité, puis libérée.`,
    confirmAction: 'Confirmer ma réservation',
    calendar: 'Le fichier joint l’ajoute à votre agenda.',
    signature: "L'équipe Safari Marketplace",
  },
  ar: {
    subject: (reference) => `تم تأكيد الحجز: ${reference}`,
    hello: (name) => `مرحبًا ${name}،`,
    intro: 'تم تأكيد حجزك.',
    labels: { reference: 'المرجع', where: 'المكان', when: 'الموعد', party: 'الأشخاص', total: 'المجموع', payment: 'الدفع' },
    paid: 'مدفوع',
    atVenue: 'الدفع في المكان',
    manage: 'عرض حجزك',
    confirm: (by) =>
      `للاحتفاظ بالحجز، أكّد عنوان بريدك الإلكتروني بفتح الرابط أدناه قبل ${by} (بالتوقيت المحلي). حتى ذلك الحين يُحتفظ بالحجز لوقت محدود فقط، ثم يُلغى.`,
    confirmAction: 'تأكيد حجزي',
    calendar: 'يضيف الملف المرفق الحجز إلى تقويمك.',
    signature: 'فريق Safari Marketplace',
  },
  pt: {
    subject: (reference) => `Reserva confirmada: ${reference}`,
    hello: (name) => `Olá ${name},`,
    intro: 'A sua reserva está confirmada.',
    labels: { reference: 'Referência', where: 'Local', when: 'Data', party: 'Pessoas', total: 'Total', payment: 'Pagamento' },
    paid: 'pago',
    atVenue: 'a pagar no local',
    manage: 'Ver a sua reserva',
    confirm: (by) =>
      `Para a manter, confirme o seu endereço de e-mail abrindo a ligação abaixo antes de ${by} (hora local). Até lá, a reserva fica guardada apenas por tempo limitado e depois é libertada.`,
    confirmAction: 'Confirmar a minha reserva',
    calendar: 'O ficheiro anexo adiciona-a ao seu calendário.',
    signature: 'A equipa Safari Marketplace',
  },
};

export function bookingConfirmedEmail(language: Language, name: string, booking: ConfirmedBooking, calendar: EmailAttachment): EmailContent {
  const words = wordings[language];
  const rows: Array<[string, string]> = [
    [words.labels.reference, booking.reference],
    [words.labels.where, oneLine(`${booking.listingName}, ${booking.location}`)],
    [words.labels.when, booking.when],
    [words.labels.party, String(booking.partySize)],
    ...booking.lines.map(([what, amount]): [string, string] => [oneLine(what), amount]),
    [words.labels.total, booking.total],
    [words.labels.payment, booking.paid ? words.paid : words.atVenue],
  ];
  const { confirm } = booking;
  const { text, html } = letter(language, {
    greeting: words.hello(oneLine(name)),
    signature: words.signature,
    text: [
      words.intro,
      ...(confirm ? ['', words.confirm(confirm.by), `${words.confirmAction}: ${confirm.url}`] : []),
      '',
      ...factLines(rows),
      '',
      `${words.manage}: ${booking.manageUrl}`,
      words.calendar,
    ],
    html: [
      paragraph(words.intro),
      ...(confirm ? [paragraph(words.confirm(confirm.by)), linkParagraph(confirm.url, words.confirmAction)] : []),
      factTable(rows),
      linkParagraph(booking.manageUrl, words.manage),
      paragraph(words.calendar),
    ],
  });
  return { template: 'booking-confirmed', language, subject: words.subject(booking.reference), text, html, attachments: [calendar] };
}
