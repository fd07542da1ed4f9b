// The partner's notice of a new confirmed booking of its listing, in the four interface languages.
import type { Language } from '../../language.js';
import { oneLine } from '../../validation.js';
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
}

interface Wording {
  subject: (reference: string, listingName: string) => string;
  hello: (name: string) => string;
  intro: (listingName: string) => string;
  labels: { reference: string; guest: string; when: string; party: string; total: string };
  action: string;
  signature: string;
}

const wordings: Record<Language, Wording> = {
  en: {
    subject: (reference, listing) => `New booking ${reference} at ${listing}`,
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    intro: (listing) => `A traveller has just booked ${listing}. The booking is confirmed.`,
    labels: { reference: 'Reference', guest: 'Guest', when: 'When', party: 'Guests', total: 'Total' },
    action: 'See it in your bookings',
    signature: 'The Safari Marketplace team',
  },
  fr: {
    subject: (reference, listing) => `Nouvelle réservation ${reference} : ${listing}`,
    hello: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: (listing) => `Un voyageur vient de réserver ${listing}. La réservation est confirmée.`,
    labels: { reference: 'Référence', guest: 'Client', when: 'Date', party: 'Personnes', total: 'Total' },
    action: 'La voir dans vos réservations',
    signature: "L'équipe Safari Marketplace",
  },
  ar: {
    subject: (reference, listing) => `حجز جديد ${reference} في ${listing}`,
    hello: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    intro: (listing) => `قام مسافر للتو بحجز ${listing}. الحجز مؤكد.`,
    labels: { reference: 'المرجع', guest: 'الضيف', when: 'الموعد', party: 'الأشخاص', total: 'المجموع' },
    action: 'عرضه في حجوزاتك',
    signature: 'فريق Safari Marketplace',
  },
  pt: {
    subject: (reference, listing) => `Nova reserva ${reference} em ${listing}`,
    hello: (name) => (name ? `Olá ${name},` : 'Olá,'),
    intro: (listing) => `Um viajante acabou de reservar ${listing}. A reserva está confirmada.`,
    labels: { reference: 'Referência', guest: 'Hóspede', when: 'Data', party: 'Pessoas', total: 'Total' },
    action: 'Ver nas suas reservas',
    signature: 'A equipa Safari Marketplace',
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function partnerBookingEmail(language: Language, facts: PartnerBookingFacts): EmailContent {
  const words = wordings[language];
  const rows: Array<[string, string]> = [
    [words.labels.reference, facts.reference],
    [words.labels.guest, oneLine(facts.guest)],
    [words.labels.when, facts.when],
    [words.labels.party, String(facts.partySize)],
    [words.labels.total, facts.total],
  ];
  const text = [
    words.hello(oneLine(facts.name)),
    '',
    words.intro(oneLine(facts.listingName)),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${words.action}: ${facts.url}`,
    '',
    words.signature,
  ].join('\n');
  const html = [
    `<div dir="${language === 'ar' ? 'rtl' : 'ltr'}" lang="${language}">`,
    `<p>${escapeHtml(words.hello(oneLine(facts.name)))}</p>`,
    `<p>${escapeHtml(words.intro(oneLine(facts.listingName)))}</p>`,
    `<table>${rows.map(([label, value]) => `<tr><th align="start">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`,
    `<p><a href="${escapeHtml(facts.url)}">${escapeHtml(words.action)}</a></p>`,
    `<p>${escapeHtml(words.signature)}</p>`,
    '</div>',
  ].join('\n');
  return { template: 'partner-booking', language, subject: words.subject(facts.reference, oneLine(facts.listingName)), text, html };
}
