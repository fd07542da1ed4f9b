// What the server's first paint (app/entry-server.tsx) hands the browser's app (app/main.tsx), in the page
// as a JSON data block: the translations and the API's answers it rendered with.
import type { NormalizedCacheObject } from '@apollo/client';
import { createContext, useEffect, useState } from 'react';
import { takeVisitorLanguage } from './i18n';
import type { Translations } from './translation-files';

export interface FirstPaintState {
  translations: Translations;
  apollo: NormalizedCacheObject;
  /** The visitor may be signed in: the header's account area was painted waiting for the app (PaintedMaybeSignedIn). */
  maybeSignedIn?: boolean;
}

/**
 * True when the page was painted for a visitor who may be signed in (the server cannot tell who): the header's account
 * area is painted waiting, neither signed out nor in, and so is the render hydrating it; the app then fills it in.
 */
export const PaintedMaybeSignedIn = createContext(false);

/** The id of the data block; the web server writes it (server/src/http/first-paint.ts). */
const FIRST_PAINT_ID = 'first-paint';

/** The server's state when it painted this page; none when the page is the plain shell (a service worker's, say). */
export function takeFirstPaint(): FirstPaintState | undefined {
  const block = document.getElementById(FIRST_PAINT_ID);
  if (!block?.textContent) return undefined;
  block.remove();
  try {
    return JSON.parse(block.textContent) as FirstPaintState;
  } catch {
    return undefined;
  }
}

/**
 * Marks the app live on the page (browser tests wait for it): placed beside the page in the layout's Suspense boundary,
 * so on a painted page its effect runs once the page itself is hydrated, not the header and footer alone (React
 * hydrates each boundary on its own, the page's after the shell's). Then the page takes on the visitor's own language
 * if the server painted another, and is marked live once that render is committed: the page then reads in it.
 */
export function PageLive(): null {
  const [inVisitorLanguage, setInVisitorLanguage] = useState(false);
  useEffect(() => {
    void takeVisitorLanguage().finally(() => setInVisitorLanguage(true));
  }, []);
  useEffect(() => {
    if (inVisitorLanguage) document.getElementById('root')?.removeAttribute('data-painted');
  }, [inVisitorLanguage]);
  return null;
}
