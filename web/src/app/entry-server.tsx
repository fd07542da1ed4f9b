// The server's first paint (issue 12): the page a visitor lands on, rendered to HTML by the app's own
// components with the API's answers, so a phone on a slow network shows the header and the first cards
// before any JavaScript has arrived. The browser's app then hydrates it from the same answers and
// translations (app/first-paint.ts). Built apart (`vite build --ssr`) and run by the web server
// (server/src/http/first-paint.ts); nothing here runs in a browser.
import { ApolloClient, HttpLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import createEmotionCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createInstance } from 'i18next';
import { prerender } from 'react-dom/static';
import { I18nextProvider, type ReportNamespaces } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { createCache, webClientHeaders } from './apollo-client';
import { type FirstPaintState, PaintedMaybeSignedIn } from './first-paint';
import type { FirstPaintRequest, FirstPaintResult } from '../../../shared/src/first-paint-contract';
import { type PageMeta, PageMetaCollector } from './page-meta';
import { collectModules } from './painted-modules';
import { SiteOrigin } from './site-origin';
import { i18nOptions, isRightToLeft, type Language, languages } from './i18n';
import { type KindStrings, type Translations, translationsOf } from './translation-files';

// Every language's translations, as the browser downloads them.
const translations = translationsOf(
  import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' }),
  import.meta.glob<KindStrings>('../features/*/locales/*.json', { eager: true, import: 'default' }),
);

export async function renderFirstPaint(request: FirstPaintRequest): Promise<FirstPaintResult<FirstPaintState>> {
  const language: Language = languages.find((code) => code === request.language) ?? 'en';
  const i18n = createInstance({ ...i18nOptions, lng: language, resources: translations, initAsync: false });
  await i18n.init();
  const cache = createCache();
  const client = new ApolloClient({
    ssrMode: true,
    // The language in the URL too: the API reads `lng` before any cookie the visitor's headers may carry.
    link: new HttpLink({
      uri: `${request.graphqlUrl}?lng=${language}`,
      headers: { ...webClientHeaders, ...request.apiHeaders, 'accept-language': language },
    }),
    cache,
  });
  // The page's styles (Chakra's, through emotion) are kept in this cache as they are made, rather than written as a
  // <style> before each element (emotion's default on a server, which makes the browser restyle the page dozens of
  // times while it reads it): they go in the head, in one block for the components and one for each global style,
  // with emotion's ids, so the browser's emotion adopts them and the global styles' own components find theirs.
  // The browser's cache has emotion's default key, `css`: so has this one.
  const styleCache = createEmotionCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(styleCache);
  const problems: unknown[] = [];
  const meta: PageMeta = { siteName: i18n.t('common:brand') };
  const {
    result: { result, aborted },
    modules,
  } = await collectModules(() =>
    prerenderStatic({
      tree: (
        <CacheProvider value={styleCache}>
          <I18nextProvider i18n={i18n}>
            <StaticRouter location={request.url}>
              <SiteOrigin.Provider value={request.origin}>
                <PageMetaCollector.Provider value={meta}>
                  <PaintedMaybeSignedIn.Provider value={request.maybeSignedIn}>
                    <App client={client} />
                  </PaintedMaybeSignedIn.Provider>
                </PageMetaCollector.Provider>
              </SiteOrigin.Provider>
            </StaticRouter>
          </I18nextProvider>
        </CacheProvider>
      ),
      signal: request.signal,
      // Every part in place, as it reads: no part set aside for a script to reveal (the page's CSP allows none inline).
      renderFunction: (tree) =>
        prerender(tree, { signal: request.signal, progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void problems.push(error) }),
    }),
  );
  // A part that could not render would show its fallback for good: the plain shell is better.
  if (aborted || problems.length) throw new AggregateError(problems, aborted ? 'The API did not answer in time' : 'The page did not render');

  const apollo = cache.extract();
  // The API is asked without the visitor's cookies, so it answers "no one". A visitor who cannot be signed in hydrates
  // from that answer, as painted; for one who may be, the answer is left out and the browser asks who it is itself.
  if (apollo.ROOT_QUERY && request.maybeSignedIn) delete apollo.ROOT_QUERY.me;
  // The namespaces the page's components asked for (react-i18next notes them on the instance).
  const used = (i18n as { reportNamespaces?: ReportNamespaces }).reportNamespaces?.getUsedNamespaces() ?? [];
  const pick = (code: string) => Object.fromEntries(used.map((namespace) => [namespace, translations[code]?.[namespace] ?? {}]));
  // English too, for any key a language lacks (i18next's fallback), so the browser fetches nothing first.
  const shipped: Translations = language === 'en' ? { en: pick('en') } : { [language]: pick(language), en: pick('en') };
  // Only the styles of what the page shows: the rendering passes before the answers came (loading states) made others.
  const styles = extractCriticalToChunks(result).styles.filter(({ css }) => css !== '');
  return {
    html: result,
    styles: constructStyleTagsFromChunks({ html: '', styles }),
    meta,
    modules,
    dir: isRightToLeft(language) ? 'rtl' : 'ltr',
    state: { translations: shipped, apollo, maybeSignedIn: request.maybeSignedIn },
  };
}
