// The site's own address, for the absolute links of structured data: the browser's, or on the server's first
// paint (app/entry-server.tsx) the public origin the web server answers on.
import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';

export const SiteOrigin = createContext<string | null>(null);

/** The site's origin and the current page's address without its query. */
export function useSiteUrl(): { origin: string; pageUrl: string } {
  const origin = useContext(SiteOrigin) ?? window.location.origin;
  const { pathname } = useLocation();
  return { origin, pageUrl: origin + pathname };
}
