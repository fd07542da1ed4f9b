// What the help chat knows, read from the sources the pages render, never copied: the FAQ, static pages and
// policy wording of the web's info locales, and the cancellation policy's data (cancellation-policy.ts).
// Each passage keeps a stable key, its page's link, and the words to search in.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { projectRoot } from '../../../config.js';
import type { Language } from '../../../language.js';
import { cancellationPolicy, noticeText, type PolicyCase, type PolicyServiceKind, rangeText } from '../../../../../shared/src/cancellation-policy.js';

export interface HelpPassage {
  /** Stable across languages: faq.2, cancellation.hotel, about.0. */
  key: string;
  title: string;
  body: string;
  /** Extra search words (the FAQ's tags); not shown. */
  keywords: string;
  link: string;
}

interface Section {
  heading: string;
  body: string;
}

interface InfoTexts {
  faq: { items: Array<{ q: string; a: string; tags: string }> };
  contact: Record<'title' | 'lead', string> & Record<'support' | 'partners' | 'office', Section>;
  cancellation: {
    title: string;
    now: Section;
    general: Section;
    services: Record<PolicyServiceKind, string>;
    cases: Record<string, string>;
    refund: Record<'heading' | 'request' | 'review' | 'refund', string>;
    notes: Section;
    help: Section;
  };
  [page: string]: unknown;
}

/** Static pages with sections, and where they are. */
const sectionPages = { about: '/about', story: '/our-story', careers: '/careers', press: '/press', privacy: '/privacy', terms: '/terms' } as const;
const serviceKinds: readonly PolicyServiceKind[] = ['hotel', 'tour', 'restaurant', 'transport'];

/** i18next's `{{name}}` interpolation, for the few values the policy wording takes. */
const fill = (template: string, values: Record<string, string | number | undefined>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));

function readInfoTexts(language: Language): InfoTexts {
  return JSON.parse(readFileSync(resolve(projectRoot, 'web/src/locales', language, 'info.json'), 'utf8')) as InfoTexts;
}

export function helpCorpus(language: Language): HelpPassage[] {
  const texts = readInfoTexts(language);
  const policy = texts.cancellation;
  const caseText = (policyCase: PolicyCase) =>
    fill(policy.cases[policyCase.id] ?? '', { notice: policyCase.notice ? noticeText(policyCase.notice, language) : '', count: policyCase.groupFrom });
  const faq = texts.faq.items.map((item, index) => ({ key: `faq.${index}`, title: item.q, body: item.a, keywords: item.tags, link: '/faq' }));
  const cancellation: HelpPassage[] = [
    { key: 'cancellation.now', title: policy.now.heading, body: policy.now.body, keywords: policy.title, link: '/cancellation' },
    {
      key: 'cancellation.general',
      title: `${policy.title}: ${policy.general.heading}`,
      body: fill(policy.general.body, { range: noticeText(cancellationPolicy.freeAfterConfirmation, language) }),
      keywords: '',
      link: '/cancellation',
    },
    ...serviceKinds.map((kind) => ({
      key: `cancellation.${kind}`,
      title: `${policy.title}: ${policy.services[kind]}`,
      body: (cancellationPolicy.services[kind] as readonly PolicyCase[]).map(caseText).join(' '),
      keywords: policy.services[kind],
      link: '/cancellation',
    })),
    {
      key: 'cancellation.refund',
      title: policy.refund.heading,
      body: [
        policy.refund.request,
        fill(policy.refund.review, { range: rangeText(cancellationPolicy.refundProcess.reviewBusinessDays, language) }),
        fill(policy.refund.refund, { range: rangeText(cancellationPolicy.refundProcess.refundBusinessDays, language) }),
      ].join(' '),
      keywords: policy.title,
      link: '/cancellation',
    },
    { key: 'cancellation.notes', title: policy.notes.heading, body: policy.notes.body, keywords: policy.title, link: '/cancellation' },
  ];
  const contact = texts.contact;
  const contactPassage: HelpPassage = {
    key: 'contact',
    title: contact.title,
    body: [contact.lead, ...(['support', 'partners', 'office'] as const).map((part) => `${contact[part].heading}: ${contact[part].body}`)].join(' '),
    keywords: '',
    link: '/contact',
  };
  const pages = Object.entries(sectionPages).flatMap(([page, link]) => {
    const { title, sections } = texts[page] as { title: string; sections: Section[] };
    return sections.map((section, index) => ({ key: `${page}.${index}`, title: `${title}: ${section.heading}`, body: section.body, keywords: '', link }));
  });
  return [...faq, ...cancellation, contactPassage, ...pages];
}
