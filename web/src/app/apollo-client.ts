// The one Apollo Client of the web app and its cache policies.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type TypePolicies } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { readFromCountrySwitch } from '../features/country-switch/cache-redirect';
import { wasSignedIn } from '../features/session/events';
import { sessionLink } from '../features/session/session-link';
import { kindFacts } from './kinds';

const typePolicies: TypePolicies = {
  // Countries are identified by their ISO code, not an id.
  Country: { keyFields: ['code'] },
  // Money is a value object: replace it, never merge.
  Money: { keyFields: false },
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

/**
 * Reads whose answer is the same for every visitor (lists, details, destinations): sent as persisted queries over GET
 * without cookies, so the browser, a CDN or the API's own cache can answer a repeat (design §9). Anything else, and
 * everything a signed-in visitor asks, goes as POST with the session.
 */
const PUBLIC_READS = new Set([
  'HotelList',
  'TourList',
  'RestaurantList',
  'LeisureList',
  'RideList',
  'HotelDetails',
  'TourDetails',
  'CountryList',
  'ListingCities',
  'HomeMetrics',
  'SearchSuggestions',
]);

const hex = (digest: ArrayBuffer) => Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Web Crypto's SHA-256 (a secure context: HTTPS or loopback); elsewhere public reads go as POST too. */
const canHash = typeof crypto !== 'undefined' && Boolean(crypto.subtle);

const publicReads = new PersistedQueryLink({
  sha256: async (query) => hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(query))),
  useGETForHashedQueries: true,
}).concat(new HttpLink({ uri: '/graphql', credentials: 'omit', headers: webClientHeaders }));

/** Whether an operation travels as a cacheable GET: a public read, by a visitor who is not signed in. */
const travelsAsPublicRead = (operationName: string | undefined) => canHash && PUBLIC_READS.has(operationName ?? '') && !wasSignedIn();

export const apolloClient = new ApolloClient({
  // The session link refreshes an expired session once and replays the operation.
  link: ApolloLink.from([
    sessionLink,
    ApolloLink.split(
      (operation) => travelsAsPublicRead(operation.operationName),
      publicReads,
      new HttpLink({ uri: '/graphql', credentials: 'include', headers: webClientHeaders }),
    ),
  ]),
  cache: createCache(),
});
