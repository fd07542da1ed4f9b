// The relevance set: what travellers type (misspelt, without accents, in French, Portuguese or Arabic) and what
// they mean to find, against the demo seed. The benchmark prints the share found in the first three; a test holds a
// floor under it.

/** Where the expected answer is looked for: a destination suggested, or a listing of a kind's list in its default order. */
export type RelevanceTarget = 'country' | 'city' | 'suggested listing' | 'hotels' | 'tours' | 'restaurants';

export interface RelevanceQuery {
  q: string;
  /** The country being browsed. */
  country?: string;
  target: RelevanceTarget;
  /** The name of the country, city or listing meant. */
  expected: string;
}

export const relevanceQueries: RelevanceQuery[] = [
  // Destinations: typos, accents, apostrophes, other languages' spellings.
  { q: 'nairobbi', target: 'city', expected: 'Nairobi' },
  { q: 'kigalli', target: 'city', expected: 'Kigali' },
  { q: 'marakech', target: 'city', expected: 'Marrakech' },
  { q: 'essaouria', target: 'city', expected: 'Essaouira' },
  { q: 'johanesburg', target: 'city', expected: 'Johannesburg' },
  { q: 'dar es salam', target: 'city', expected: 'Dar es Salaam' },
  { q: 'zanzbar', target: 'city', expected: 'Zanzibar City' },
  { q: 'fes', target: 'city', expected: 'Fès' },
  { q: 'san pedro', target: 'city', expected: 'San-Pédro' },
  { q: 'adis abeba', target: 'city', expected: 'Addis Ababa' },
  { q: 'cote d’ivoire', target: 'country', expected: 'Ivory Coast' },
  { q: "cote d'ivoire", target: 'country', expected: 'Ivory Coast' },
  { q: "Côte d'Ivoire", target: 'country', expected: 'Ivory Coast' },
  { q: 'morroco', target: 'country', expected: 'Morocco' },
  { q: 'tanzanie', target: 'country', expected: 'Tanzania' },
  { q: 'mocambique', target: 'country', expected: 'Mozambique' },
  { q: 'ghanna', target: 'country', expected: 'Ghana' },
  { q: 'south afrika', target: 'country', expected: 'South Africa' },
  // Listings while typing, in the country being browsed.
  { q: 'Kigali hotl', country: 'RW', target: 'suggested listing', expected: 'Copper Sunbird Hotel' },
  { q: 'hôtel des lacs', country: 'MA', target: 'suggested listing', expected: 'Hôtel des Lacs' },
  { q: 'lubango grand', country: 'AO', target: 'suggested listing', expected: 'Lubango Grand Hotel' },
  { q: 'babab bay', country: 'KE', target: 'suggested listing', expected: 'Baobab Bay Resort' },
  // A kind's list: typos, case, accents, the name before the city.
  { q: 'Kigali hotl', country: 'RW', target: 'hotels', expected: 'Copper Sunbird Hotel' },
  { q: 'nairobbi', country: 'KE', target: 'hotels', expected: 'Marula Residences Nairobi' },
  { q: 'MOMBASA', country: 'KE', target: 'hotels', expected: 'Mombasa Grand Palace' },
  { q: 'ilha de mocambique', country: 'MZ', target: 'hotels', expected: 'Ilha de Moçambique Grand Palace' },
  { q: 'hotel des lacs', country: 'MA', target: 'hotels', expected: 'Hôtel des Lacs' },
  { q: 'fes grand', country: 'MA', target: 'hotels', expected: 'Fès Grand Hotel' },
  { q: 'chefchauen', country: 'MA', target: 'hotels', expected: 'Chefchaouen Green Camp' },
  { q: 'kasba', country: 'MA', target: 'hotels', expected: 'Kasbah Tented Camp' },
  { q: 'flamngo', country: 'KE', target: 'hotels', expected: 'Golden Flamingo Hotel' },
  { q: 'luxor hotell', country: 'EG', target: 'hotels', expected: 'Luxor Loft Hotel' },
  { q: 'sharm el sheik', country: 'EG', target: 'hotels', expected: 'Sharm El Sheikh Baobab Inn' },
  { q: 'akwaba', country: 'GH', target: 'hotels', expected: 'Akwaaba Guest House' },
  { q: 'abuja grand', country: 'NG', target: 'hotels', expected: 'Abuja Grand Hotel' },
  { q: 'yamousoukro', country: 'CI', target: 'hotels', expected: 'Yamoussoukro Kingfisher Inn' },
  { q: 'naivasha hotel', country: 'KE', target: 'hotels', expected: 'Naivasha Loft Hotel' },
  // Words of the other languages for a listing's type.
  { q: 'luxe', country: 'KE', target: 'hotels', expected: 'Royal Leopard Hotel' },
  { q: 'luxo', country: 'KE', target: 'hotels', expected: 'Royal Leopard Hotel' },
  { q: 'فاخر', country: 'KE', target: 'hotels', expected: 'Royal Leopard Hotel' },
  { q: 'appartement', country: 'KE', target: 'hotels', expected: 'The Hornbill Malindi' },
  { q: 'apartamento', country: 'KE', target: 'hotels', expected: 'The Hornbill Malindi' },
  { q: 'pousada', country: 'KE', target: 'hotels', expected: 'Hotel Simba' },
  { q: 'écologique', country: 'KE', target: 'hotels', expected: 'Sunbird Eco Lodge' },
  { q: 'culturel', country: 'KE', target: 'tours', expected: 'Nairobi Markets & Crafts Tour' },
  { q: 'rwandais', country: 'RW', target: 'restaurants', expected: 'Ubuntu Grill Nyanza' },
  // "African" in a name ranks before the cuisine.
  { q: 'africana', country: 'RW', target: 'restaurants', expected: 'Pan-African Table Huye' },
  // Features a description mentions, in the four languages and other word forms: the most popular such listing.
  { q: 'piscine', country: 'KE', target: 'hotels', expected: 'Kisumu Grand Palace' },
  { q: 'piscina', country: 'RW', target: 'hotels', expected: 'Tranquil Mango Tree Hotel' },
  { q: 'مسبح', country: 'MA', target: 'hotels', expected: 'Marrakech Marula Inn' },
  { q: 'pools', country: 'SN', target: 'hotels', expected: 'Old Fish Eagle Resort & Spa' },
  { q: 'jardin', country: 'RW', target: 'hotels', expected: 'Kayonza Grand Hotel' },
  // "terrasse" is corrected to the names' "terrace", and names rank before descriptions.
  { q: 'terrasse', country: 'MA', target: 'restaurants', expected: 'The Coffee Bean Terrace' },
  { q: 'vinho', country: 'RW', target: 'restaurants', expected: 'The Rustic Bistro' },
  { q: 'poisson', country: 'RW', target: 'restaurants', expected: 'The Plantain Brochette House' },
  { q: 'estacionamento', country: 'KE', target: 'hotels', expected: 'Red Earth Lagoon Suites' },
  // A word in a name ranks before the same word in descriptions, in any language.
  { q: 'jardin', country: 'SN', target: 'restaurants', expected: 'Le Jardin des Orchidées' },
];

const SUGGESTIONS = /* GraphQL */ `
  query SearchSuggestions($q: String!, $country: String) {
    searchSuggestions(q: $q, country: $country) { countries { name } cities { name } listings { name } }
  }`;

const LISTS: Record<'hotels' | 'tours' | 'restaurants', string> = {
  hotels: `query List($country: String!, $q: String!) { hotels(country: $country, filter: { q: $q }) { nodes { name } } }`,
  tours: `query List($country: String!, $q: String!) { tours(country: $country, filter: { q: $q }) { nodes { name } } }`,
  restaurants: `query List($country: String!, $q: String!) { restaurants(country: $country, filter: { q: $q }) { nodes { name } } }`,
};

/** Sends a GraphQL operation and returns its data (throws on errors). */
export type GraphqlData = (document: string, variables: Record<string, unknown>) => Promise<Record<string, any>>;

export interface RelevanceResult {
  query: RelevanceQuery;
  /** The first three names the target answered. */
  found: string[];
  hit: boolean;
}

/** Asks each query of the set and says whether the expected answer is among the first three. */
export async function measureRelevance(graphqlData: GraphqlData): Promise<{ results: RelevanceResult[]; score: number }> {
  const results: RelevanceResult[] = [];
  for (const query of relevanceQueries) {
    let names: Array<{ name: string }>;
    if (query.target === 'hotels' || query.target === 'tours' || query.target === 'restaurants') {
      const data = await graphqlData(LISTS[query.target], { country: query.country, q: query.q });
      names = data[query.target].nodes;
    } else {
      const data = await graphqlData(SUGGESTIONS, { q: query.q, country: query.country ?? null });
      const suggestions = data.searchSuggestions;
      names = query.target === 'country' ? suggestions.countries : query.target === 'city' ? suggestions.cities : suggestions.listings;
    }
    const found = names.slice(0, 3).map((entry) => entry.name);
    results.push({ query, found, hit: found.includes(query.expected) });
  }
  return { results, score: results.filter((result) => result.hit).length / results.length };
}
