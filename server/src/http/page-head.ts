// The head of a painted page for search engines and shared links (issue 30): its canonical address, the same page
// in each of the four languages (hreflang, with an x-default that lets the visitor's language decide), and
// OpenGraph. A page's language is its `lng` parameter; the parameters that make it another page (the country, the
// page of a list) stay, the ones that only filter or sort it go.
import { LANGUAGES, type Language } from '../language.js';

/** The query parameters that name a page of its own. */
const PAGE_PARAMS = ['country', 'page'] as const;

const OPEN_GRAPH_LOCALES: Record<Language, string> = { en: 'en_GB', fr: 'fr_FR', pt: 'pt_PT', ar: 'ar_AR' };

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);

/** The page's address in `language` (none: the address without one, x-default). */
export function pageUrl(origin: string, url: string, language?: Language): string {
  const address = new URL(url, origin);
  const kept = new URLSearchParams();
  for (const name of PAGE_PARAMS) {
    const value = address.searchParams.get(name);
    if (value && !(name === 'page' && value === '1')) kept.set(name, value);
  }
  if (language) kept.set('lng', language);
  const query = kept.toString();
  return `${origin}${address.pathname}${query ? `?${query}` : ''}`;
}

export interface HeadFacts {
  origin: string;
  /** Where the listing pictures come from (the API's public address): connected to at once when it is another origin. */
  mediaOrigin: string;
  url: string;
  language: Language;
  title?: string;
  description?: string;
  image?: string;
  siteName: string;
}

/** The tags to put in the page's head. */
export function pageHeadTags(facts: HeadFacts): string {
  const { origin, url, language } = facts;
  const canonical = pageUrl(origin, url, language);
  const attribute = (value: string) => escapeHtml(value);
  const tags = [
    // The first card's picture is the page's largest element: its connection is made while the page is read.
    ...(facts.mediaOrigin !== origin ? [`<link rel="preconnect" href="${attribute(facts.mediaOrigin)}">`] : []),
    `<link rel="canonical" href="${attribute(canonical)}">`,
    ...LANGUAGES.map((code) => `<link rel="alternate" hreflang="${code}" href="${attribute(pageUrl(origin, url, code))}">`),
    `<link rel="alternate" hreflang="x-default" href="${attribute(pageUrl(origin, url))}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${attribute(facts.siteName)}">`,
    `<meta property="og:url" content="${attribute(canonical)}">`,
    `<meta property="og:locale" content="${OPEN_GRAPH_LOCALES[language]}">`,
    ...LANGUAGES.filter((code) => code !== language).map((code) => `<meta property="og:locale:alternate" content="${OPEN_GRAPH_LOCALES[code]}">`),
    ...(facts.title ? [`<meta property="og:title" content="${attribute(facts.title)}">`] : []),
    ...(facts.description ? [`<meta property="og:description" content="${attribute(facts.description)}">`] : []),
    ...(facts.image ? [`<meta property="og:image" content="${attribute(new URL(facts.image, origin).href)}">`] : []),
    `<meta name="twitter:card" content="${facts.image ? 'summary_large_image' : 'summary'}">`,
  ];
  return tags.join('\n    ');
}
