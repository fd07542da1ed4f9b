// Support e-mails in the four interface languages: staff answered a ticket.
import type { Language } from '../../language.js';
import { oneLine } from '../../validation.js';
import { escapeHtml, letter, linkParagraph, paragraph } from './email-letter.js';
import type { EmailContent } from './email-templates.js';

export interface SupportAnswerFacts {
  name: string;
  subject: string;
  answer: string;
  /** The conversation in the traveller's profile, or the contact page for a guest's ticket. */
  url: string;
  /** Guests have no profile: the link opens a new request instead. */
  guest: boolean;
}

interface Wording {
  hello: (name: string) => string;
  signature: string;
  subject: (subject: string) => string;
  intro: (subject: string) => string;
  accountAction: string;
  guestAction: string;
}

const wordings: Record<Language, Wording> = {
  en: {
    hello: (name) => `Hello ${name},`,
    signature: 'The Safari Marketplace team',
    subject: (s) => `Re: ${s}`,
    intro: (s) => `Our support team answered your request "${s}":`,
    accountAction: 'See the conversation and reply',
    guestAction: 'Need more help? Write to us again',
  },
  fr: {
    hello: (name) => `Bonjour ${name},`,
    signature: "L'équipe Safari Marketplace",
    subject: (s) => `Re : ${s}`,
    intro: (s) => `Notre équipe d'assistance a répondu à votre demande « ${s} » :`,
    accountAction: 'Voir la conversation et répondre',
    guestAction: "Besoin d'aide supplémentaire ? Écrivez-nous à nouveau",
  },
  ar: {
    hello: (name) => `مرحبًا ${name}،`,
    signature: 'فريق Safari Marketplace',
    subject: (s) => `رد: ${s}`,
    intro: (s) => `أجاب فريق الدعم على طلبك "${s}":`,
    accountAction: 'عرض المحادثة والرد',
    guestAction: 'تحتاج إلى مزيد من المساعدة؟ راسلنا مجددًا',
  },
  pt: {
    hello: (name) => `Olá ${name},`,
    signature: 'A equipa Safari Marketplace',
    subject: (s) => `Re: ${s}`,
    intro: (s) => `A nossa equipa de apoio respondeu ao seu pedido "${s}":`,
    accountAction: 'Ver a conversa e responder',
    guestAction: 'Precisa de mais ajuda? Escreva-nos novamente',
  },
};

export function supportAnswerEmail(language: Language, facts: SupportAnswerFacts): EmailContent {
  const words = wordings[language];
  const action = facts.guest ? words.guestAction : words.accountAction;
  const quoted = facts.answer.split('\n');
  const intro = words.intro(oneLine(facts.subject));
  const { text, html } = letter(language, {
    greeting: words.hello(oneLine(facts.name)),
    signature: words.signature,
    text: [intro, '', ...quoted.map((line) => `> ${line}`), '', `${action}: ${facts.url}`],
    html: [paragraph(intro), `<blockquote>${quoted.map(escapeHtml).join('<br>')}</blockquote>`, linkParagraph(facts.url, action)],
  });
  return { template: 'support-answer', language, subject: words.subject(oneLine(facts.subject)), text, html };
}
