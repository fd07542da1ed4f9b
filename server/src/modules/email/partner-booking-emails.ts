// The partner's notices about bookings of its listings (a new confirmed booking, a change, a cancellation), in the
// four interface languages.
import type { Language } from '../../language.js';
import { oneLine } from '../../validation.js';
import { factLines, factTable, letter, linkParagraph, paragraph } from './email-letter.js';
import type { EmailContent } from './email-templates.js';

export interface PartnerBookingFacts {
  name: string;
  reference: string;
  listingName: string;
  /** "2026-12-01" or "2026-12-01 19:30", and the end date when it differs. */
  when: string;
  partySize: number;
  total: string;
  guest: string;
  /** The partner's bookings screen. */
  url: string;
  /** What a restaurant's guests asked for, as they gave it; absent for other kinds. */
  table?: TableRequests;
}

/** A restaurant reservation's requests: seating and occasion as chosen from their lists, allergies and requests as typed. */
export interface TableRequests {
  seatingPreference: Seating | null;
  occasion: Occasion | null;
  allergies: string | null;
  specialRequests: string | null;
}

type Seating = 'indoor' | 'outdoor' | 'window' | 'bar';
type Occasion = 'birthday' | 'business' | 'romantic' | 'family';

/** What the notice is about; a cancellation says who made it and why. */
export type PartnerNotice = { kind: 'new' } | { kind: 'modified' } | { kind: 'cancelled'; by: 'traveller' | 'partner' | 'support'; reason: string | null };

interface Wording {
  subject: (reference: string, listingName: string) => string;
  modifiedSubject: (reference: string) => string;
  cancelledSubject: (reference: string) => string;
  hello: (name: string) => string;
  intro: (listingName: string) => string;
  modifiedIntro: (listingName: string) => string;
  cancelledIntro: Record<'traveller' | 'partner' | 'support', (listingName: string) => string>;
  labels: { reference: string; guest: string; when: string; party: string; total: string; reason: string };
  tableLabels: { seating: string; occasion: string; allergies: string; requests: string };
  seatings: Record<Seating, string>;
  occasions: Record<Occasion, string>;
  action: string;
  signature: string;
}

const wordings: Record<Language, Wording> = {
  en: {
    subject: (reference, listing) => `New booking ${reference} at ${listing}`,
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    modifiedSubject: (reference) => `Booking changed: ${reference}`,
    cancelledSubject: (reference) => `Booking cancelled: ${reference}`,
    intro: (listing) => `A traveller has just booked ${listing}. The booking is confirmed.`,
    modifiedIntro: (listing) => `The traveller changed a booking at ${listing}. Here it is as it stands now.`,
    cancelledIntro: {
      traveller: (listing) => `The traveller cancelled a booking at ${listing}. Its places are free again.`,
      partner: (listing) => `A booking at ${listing} was cancelled from your account. The traveller has been told.`,
      support: (listing) => `Our support team cancelled a booking at ${listing} for the traveller. Its places are free again.`,
    },
    labels: { reference: 'Reference', guest: 'Guest', when: 'When', party: 'Guests', total: 'Total', reason: 'Reason' },
    tableLabels: { seating: 'Seating', occasion: 'Occasion', allergies: 'Allergies', requests: 'Special requests' },
    seatings: { indoor: 'Indoor', outdoor: 'Outdoor', window: 'By the window', bar: 'At the bar' },
    occasions: { birthday: 'Birthday', business: 'Business', romantic: 'Romantic', family: 'Family' },
    action: 'See it in your bookings',
    signature: 'The Safari Marketplace team',
  },
  fr: {
    subject: (reference, listing) => `Nouvelle réservation ${reference} : ${listing}`,
    hello: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    modifiedSubject: (reference) => `Réservation modifiée : ${reference}`,
    cancelledSubject: (reference) => `Réservation annulée : ${reference}`,
    intro: (listing) => `Un voyageur vient de réserver ${listing}. La réservation est confirmée.`,
    modifiedIntro: (listing) => `Le voyageur a modifié une réservation chez ${listing}. La voici telle qu'elle est maintenant.`,
    cancelledIntro: {
      traveller: (listing) => `Le voyageur a annulé une réservation chez ${listing}. Ses places sont de nouveau libres.`,
      partner: (listing) => `Une réservation chez ${listing} a été annulée depuis votre compte. Le voyageur a été prévenu.`,
      support: (listing) => `Notre équipe d'assistance a annulé une réservation chez ${listing} pour le voyageur. Ses places sont de nouveau libres.`,
    },
    labels: { reference: 'Référence', guest: 'Client', when: 'Date', party: 'Personnes', total: 'Total', reason: 'Motif' },
    tableLabels: { seating: 'Placement', occasion: 'Occasion', allergies: 'Allergies', requests: 'Demandes particulières' },
    seatings: { indoor: 'En salle', outdoor: 'En terrasse', window: 'Près de la fenêtre', bar: 'Au bar' },
    occasions: { birthday: 'Anniversaire', business: 'Affaires', romantic: 'Romantique', family: 'En famille' },
    action: 'La voir dans vos réservations',
    signature: "L'équipe Safari Marketplace",
  },
  ar: {
    subject: (reference, listing) => `حجز جديد ${reference} في ${listing}`,
    hello: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    modifiedSubject: (reference) => `تم تعديل الحجز: ${reference}`,
    cancelledSubject: (reference) => `تم إلغاء الحجز: ${reference}`,
    intro: (listing) => `قام مسافر للتو بحجز ${listing}. الحجز مؤكد.`,
    modifiedIntro: (listing) => `عدّل المسافر حجزًا في ${listing}. هذه تفاصيله الآن.`,
    cancelledIntro: {
      traveller: (listing) => `ألغى المسافر حجزًا في ${listing}. أماكنه متاحة من جديد.`,
      partner: (listing) => `أُلغي حجز في ${listing} من حسابك. تم إبلاغ المسافر.`,
      support: (listing) => `ألغى فريق الدعم حجزًا في ${listing} نيابةً عن المسافر. أماكنه متاحة من جديد.`,
    },
    labels: { reference: 'المرجع', guest: 'الضيف', when: 'الموعد', party: 'الأشخاص', total: 'المجموع', reason: 'السبب' },
    tableLabels: { seating: 'مكان الجلوس', occasion: 'المناسبة', allergies: 'الحساسية', requests: 'طلبات خاصة' },
    seatings: { indoor: 'في الداخل', outdoor: 'في الخارج', window: 'بجانب النافذة', bar: 'عند البار' },
    occasions: { birthday: 'عيد ميلاد', business: 'عمل', romantic: 'رومانسية', family: 'عائلية' },
    action: 'عرضه في حجوزاتك',
    signature: 'فريق Safari Marketplace',
  },
  pt: {
    subject: (reference, listing) => `Nova reserva ${reference} em ${listing}`,
    hello: (name) => (name ? `Olá ${name},` : 'Olá,'),
    modifiedSubject: (reference) => `Reserva alterada: ${reference}`,
    cancelledSubject: (reference) => `Reserva cancelada: ${reference}`,
    intro: (listing) => `Um viajante acabou de reservar ${listing}. A reserva está confirmada.`,
    modifiedIntro: (listing) => `O viajante alterou uma reserva em ${listing}. Eis como está agora.`,
    cancelledIntro: {
      traveller: (listing) => `O viajante cancelou uma reserva em ${listing}. Os lugares estão livres de novo.`,
      partner: (listing) => `Uma reserva em ${listing} foi cancelada a partir da sua conta. O viajante foi avisado.`,
      support: (listing) => `A nossa equipa de apoio cancelou uma reserva em ${listing} pelo viajante. Os lugares estão livres de novo.`,
    },
    labels: { reference: 'Referência', guest: 'Hóspede', when: 'Data', party: 'Pessoas', total: 'Total', reason: 'Motivo' },
    tableLabels: { seating: 'Lugar', occasion: 'Ocasião', allergies: 'Alergias', requests: 'Pedidos especiais' },
    seatings: { indoor: 'No interior', outdoor: 'No exterior', window: 'Junto à janela', bar: 'No bar' },
    occasions: { birthday: 'Aniversário', business: 'Negócios', romantic: 'Romântica', family: 'Em família' },
    action: 'Ver nas suas reservas',
    signature: 'A equipa Safari Marketplace',
  },
};

/** The template name of each kind of notice (the outbox keeps it). */
const templates = { new: 'partner-booking', modified: 'partner-booking-modified', cancelled: 'partner-booking-cancelled' } as const;

export function partnerBookingEmail(language: Language, notice: PartnerNotice, facts: PartnerBookingFacts): EmailContent {
  const words = wordings[language];
  const subject =
    notice.kind === 'new'
      ? words.subject(facts.reference, oneLine(facts.listingName))
      : notice.kind === 'modified'
        ? words.modifiedSubject(facts.reference)
        : words.cancelledSubject(facts.reference);
  const intro =
    notice.kind === 'new'
      ? words.intro(oneLine(facts.listingName))
      : notice.kind === 'modified'
        ? words.modifiedIntro(oneLine(facts.listingName))
        : words.cancelledIntro[notice.by](oneLine(facts.listingName));
  const rows: Array<[string, string]> = [
    [words.labels.reference, facts.reference],
    [words.labels.guest, oneLine(facts.guest)],
    [words.labels.when, facts.when],
    [words.labels.party, String(facts.partySize)],
    [words.labels.total, facts.total],
    ...(notice.kind === 'cancelled' && notice.reason ? [[words.labels.reason, oneLine(notice.reason)] as [string, string]] : []),
    ...(facts.table ? tableRows(words, facts.table) : []),
  ];
  const { text, html } = letter(language, {
    greeting: words.hello(oneLine(facts.name)),
    signature: words.signature,
    text: [intro, '', ...factLines(rows), '', `${words.action}: ${facts.url}`],
    html: [paragraph(intro), factTable(rows), linkParagraph(facts.url, words.action)],
  });
  return { template: templates[notice.kind], language, subject, text, html };
}

/** The rows of a reservation's requests that were given. */
function tableRows(words: Wording, table: TableRequests): Array<[string, string]> {
  const rows: Array<[string, string | null]> = [
    [words.tableLabels.seating, table.seatingPreference && words.seatings[table.seatingPreference]],
    [words.tableLabels.occasion, table.occasion && words.occasions[table.occasion]],
    [words.tableLabels.allergies, table.allergies && oneLine(table.allergies)],
    [words.tableLabels.requests, table.specialRequests && oneLine(table.specialRequests)],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}
