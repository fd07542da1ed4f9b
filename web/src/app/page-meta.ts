// Each page's title and description (search results, tabs, shared links).
import { createContext, useContext, useEffect } from 'react';

/** Where the server's first paint (app/entry-server.tsx) collects them, to write them into the page's head. */
export interface PageMeta {
  title?: string;
  description?: string;
  /** The picture a shared link shows (OpenGraph). */
  image?: string;
  siteName?: string;
}
export const PageMetaCollector = createContext<PageMeta | null>(null);

export function usePageMeta(title: string | undefined, description?: string, image?: string) {
  const collector = useContext(PageMetaCollector);
  // On the server there are no effects: the last render's values are the page's.
  if (collector && title) Object.assign(collector, { title, description, image });
  useEffect(() => {
    if (!title) return;
    document.title = title;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
