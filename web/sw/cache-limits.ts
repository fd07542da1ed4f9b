// How much each runtime cache of the service worker (sw.ts) keeps: past the count the least recently used entries
// go, and any entry past its age. The browser tests read these to prove the caps.
import { FLAG_CODES } from '../src/features/layout/flag-files';

const DAY_SECONDS = 24 * 60 * 60;

export const runtimeCaches = {
  /** The last answers of public lists and details, shown offline or on a connection slower than the timeout. */
  answers: { name: 'answers', maxEntries: 40, maxAgeSeconds: 14 * DAY_SECONDS },
  /** Page chunks and translations beyond the precached shell, of this deploy and the ones before it. */
  code: { name: 'code', maxEntries: 80, maxAgeSeconds: 30 * DAY_SECONDS },
  /** The country flags' files, apart from the code: the menu's 54 would push page chunks out of its cache. */
  flags: { name: 'flags', maxEntries: FLAG_CODES.length, maxAgeSeconds: 30 * DAY_SECONDS },
  /** Listing pictures, often from the API's own origin (PUBLIC_API_URL). */
  pictures: { name: 'pictures', maxEntries: 120, maxAgeSeconds: 30 * DAY_SECONDS },
} as const;
