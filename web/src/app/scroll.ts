import { SCROLL_DELAY_MS } from './constants';

/** Smooth scroll to the top after a short delay (spec §9), instant for people who prefer reduced motion. */
export function scrollToTop() {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.setTimeout(() => window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' }), SCROLL_DELAY_MS);
}
