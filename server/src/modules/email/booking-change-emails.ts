// After-booking e-mails in the four interface languages: a booking modified, a guest's one-time link, a review invitation.
import type { Language } from '../../language.js';
import { oneLine } from '../../validation.js';
import { factLines, factTable, letter, linkParagraph, paragraph } from './email-letter.js';
import type { EmailContent } from './email-templates.js';

export type BookingChangeTemplate = 'booking-modified' | 'booking-cancelled' | 'booking-guest-link' | 'booking-review-invitation' | 'booking-driver-assigned';

export interface BookingChangeFacts {
  name: string;
  reference: string;
  listingName: string;
  /** Lines of facts already formatted ("When: 2026-12-01"), optional. */
  facts?: Array<[keyof Labels, string]>;
  url: string;
}

interface Labels {
  when: string;
  party: string;
  total: string;
  difference: string;
  refund: string;
  reason: string;
  vehicle: string;
  driver: string;
  phone: string;
  pickup: string;
}

interface Wording {
  hello: (name: string) => string;
  signature: string;
  labels: Labels;
  templates: Record<BookingChangeTemplate, { subject: (reference: string) => string; intro: (listing: string) => string; action: string }>;
}

const wordings: Record<Language, Wording> = {
  en: {
    hello: (name) => `Hello ${name},`,
    signature: 'The Safari Marketplace team',
    labels: {
      when: 'When',
      party: 'Guests',
      total: 'New total',
      difference: 'Difference',
      refund: 'Refund',
      reason: 'Reason',
      vehicle: 'Vehicle',
      driver: 'Driver',
      phone: 'Phone',
      pickup: 'Pickup',
    },
    templates: {
      'booking-driver-assigned': {
        subject: (r) => `Your driver: ${r}`,
        intro: (l) => `${l} has assigned your vehicle and driver.`,
        action: 'See your booking',
      },
      'booking-modified': { subject: (r) => `Booking changed: ${r}`, intro: (l) => `Your booking at ${l} was changed.`, action: 'See your booking' },
      'booking-cancelled': { subject: (r) => `Booking cancelled: ${r}`, intro: (l) => `Your booking at ${l} was cancelled.`, action: 'See your booking' },
      'booking-guest-link': {
        subject: (r) => `Open your booking ${r}`,
        intro: (l) => `Here is the link to your booking at ${l}. It works once and expires in 1 hour.`,
        action: 'Open my booking',
      },
      'booking-review-invitation': { subject: (r) => `How was it? ${r}`, intro: (l) => `Tell other travellers about ${l}.`, action: 'Leave a review' },
    },
  },
  fr: {
    hello: (name) => `Bonjour ${name},`,
    signature: "L'équipe Safari Marketplace",
    labels: {
      when: 'Date',
      party: 'Personnes',
      total: 'Nouveau total',
      difference: 'Différence',
      refund: 'Remboursement',
      reason: 'Motif',
      vehicle: 'Véhicule',
      driver: 'Chauffeur',
      phone: 'Téléphone',
      pickup: 'Prise en charge',
    },
    templates: {
      'booking-driver-assigned': {
        subject: (r) => `Votre chauffeur : ${r}`,
        intro: (l) => `${l} a attribué votre véhicule et votre chauffeur.`,
        action: 'Voir votre réservation',
      },
      'booking-modified': {
        subject: (r) => `Réservation modifiée : ${r}`,
        intro: (l) => `Votre réservation chez ${l} a été modifiée.`,
        action: 'Voir votre réservation',
      },
      'booking-cancelled': {
        subject: (r) => `Réservation annulée : ${r}`,
        intro: (l) => `Votre réservation chez ${l} a été annulée.`,
        action: 'Voir votre réservation',
      },
      'booking-guest-link': {
        subject: (r) => `Ouvrir votre réservation ${r}`,
        intro: (l) => `Voici le lien vers votre réservation chez ${l}. Il fonctionne une fois et expire dans 1 heure.`,
        action: 'Ouvrir ma réservation',
      },
      'booking-review-invitation': {
        subject: (r) => `Comment était-ce ? ${r}`,
        intro: (l) => `Parlez de ${l} aux autres voyageurs.`,
        action: 'Laisser un avis',
      },
    },
  },
  ar: {
    hello: (name) => `مرحبًا ${name}،`,
    signature: 'فريق Safari Marketplace',
    labels: {
      when: 'الموعد',
      party: 'الأشخاص',
      total: 'المجموع الجديد',
      difference: 'الفرق',
      refund: 'المبلغ المسترد',
      reason: 'السبب',
      vehicle: 'المركبة',
      driver: 'السائق',
      phone: 'الهاتف',
      pickup: 'الاستلام',
    },
    templates: {
      'booking-driver-assigned': {
        subject: (r) => `سائقك: ${r}`,
        intro: (l) => `عيّن ${l} مركبتك وسائقك.`,
        action: 'عرض حجزك',
      },
      'booking-modified': { subject: (r) => `تم تعديل الحجز: ${r}`, intro: (l) => `تم تعديل حجزك في ${l}.`, action: 'عرض حجزك' },
      'booking-cancelled': { subject: (r) => `تم إلغاء الحجز: ${r}`, intro: (l) => `تم إلغاء حجزك في ${l}.`, action: 'عرض حجزك' },
      'booking-guest-link': {
        subject: (r) => `افتح حجزك ${r}`,
        intro: (l) => `هذا رابط حجزك في ${l}. يعمل مرة واحدة وينتهي خلال ساعة.`,
        action: 'فتح حجزي',
      },
      'booking-review-invitation': { subject: (r) => `كيف كانت التجربة؟ ${r}`, intro: (l) => `أخبر المسافرين الآخرين عن ${l}.`, action: 'اكتب تقييمًا' },
    },
  },
  pt: {
    hello: (name) => `Olá ${name},`,
    signature: 'A equipa Safari Marketplace',
    labels: {
      when: 'Data',
      party: 'Pessoas',
      total: 'Novo total',
      difference: 'Diferença',
      refund: 'Reembolso',
      reason: 'Motivo',
      vehicle: 'Veículo',
      driver: 'Motorista',
      phone: 'Telefone',
      pickup: 'Recolha',
    },
    templates: {
      'booking-driver-assigned': {
        subject: (r) => `O seu motorista: ${r}`,
        intro: (l) => `${l} atribuiu o seu veículo e motorista.`,
        action: 'Ver a sua reserva',
      },
      'booking-modified': { subject: (r) => `Reserva alterada: ${r}`, intro: (l) => `A sua reserva em ${l} foi alterada.`, action: 'Ver a sua reserva' },
      'booking-cancelled': { subject: (r) => `Reserva cancelada: ${r}`, intro: (l) => `A sua reserva em ${l} foi cancelada.`, action: 'Ver a sua reserva' },
      'booking-guest-link': {
        subject: (r) => `Abrir a sua reserva ${r}`,
        intro: (l) => `Eis a ligação para a sua reserva em ${l}. Funciona uma vez e expira em 1 hora.`,
        action: 'Abrir a minha reserva',
      },
      'booking-review-invitation': { subject: (r) => `Como foi? ${r}`, intro: (l) => `Conte aos outros viajantes sobre ${l}.`, action: 'Deixar uma avaliação' },
    },
  },
};

export function bookingChangeEmail(language: Language, template: BookingChangeTemplate, facts: BookingChangeFacts): EmailContent {
  const words = wordings[language];
  const wording = words.templates[template];
  const rows = (facts.facts ?? []).map(([label, value]) => [words.labels[label], value] as const);
  const intro = wording.intro(oneLine(facts.listingName));
  const { text, html } = letter(language, {
    greeting: words.hello(oneLine(facts.name)),
    signature: words.signature,
    text: [intro, '', ...factLines(rows), `${wording.action}: ${facts.url}`],
    html: [paragraph(intro), rows.length ? factTable(rows) : '', linkParagraph(facts.url, wording.action)],
  });
  return { template, language, subject: wording.subject(facts.reference), text, html };
}
