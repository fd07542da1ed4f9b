// The one Apollo Client of the web app and its cache policies.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type TypePolicies } from '@apollo/client';
import i18n from 'i18next';
import { readFromCountrySwitch } from '../features/country-switch/cache-redirect';
import { sessionLink } from '../features/session/session-link';
import { kindFacts } from './kinds';
import { publicReadLink } from './public-reads';

const typePolicies: TypePolicies = {
  // Countries are identified by their ISO code, not an id.
  Country: { keyFields: ['code'] },
  // Money is a value object: replace it, never merge.
  Money: { keyFields: false },
  // The listing editor's view: ids are unique within a kind only.
  PartnerListing: { keyFields: ['kind', 'id'] },
  // A photo is its URL and words, read with its listing.
  ListingPhoto: { keyFields: false },
  Query: {
    fields: {
      // One cache entry per country, filter, sort and page, so going back is instant.
      // ...and a list's first page right after a country switch comes from that switch's answer.
      ...Object.fromEntries(kindFacts('listField').map((field) => [field, readFromCountrySwitch(field)])),
      country: { keyArgs: ['code'] },
    },
  },
};

/** The cache of the browser's client and of the server's first paint (app/entry-server.tsx), whose answers it restores. */
export const createCache = () => new InMemoryCache({ typePolicies });

/** Who the API is talking to: the web app, not a cross-site form (the API's CSRF check). */
export const webClientHeaders = { 'x-requested-with': 'jambo-web' };

export const apolloClient = new ApolloClient({
  // The session link refreshes an expired session once and replays the operation; a signed-out visitor's public
  // reads then go as persisted GETs a cache can serve.
  link: ApolloLink.from([sessionLink, publicReadLink, new HttpLink({ uri: '/graphql', credentials: 'include', headers: webClientHeaders })]),
  cache: createCache(),
});

/**
 * Partners' texts come in the reader's language (the API's `textLanguage`): when the visitor changes language, what the
 * cache holds was read in the other one, so it is dropped and the page's queries read again.
 */
let answeredIn: string | undefined;
i18n.on('languageChanged', (language) => {
  const before = answeredIn;
  answeredIn = language;
  if (before && before !== language) void apolloClient.resetStore().catch(() => undefined);
});
