// Suggestions while a traveller types: destinations by trigram word similarity of their folded names (54 countries,
// a few hundred cities: a scan of each costs less than a lookup would), and the listings of the country being browsed
// found and ranked as its lists find them (text-match.ts), every kind at once from the search table's index.
import { sql } from 'kysely';
import { type RequestContext, readingManager } from '../../context.js';
import { readModels } from '../../db/read-models.js';
import type { BookingType } from '../bookings/booking.entity.js';
import type { City } from '../countries/city.entity.js';
import type { Country } from '../countries/country.entity.js';
import type { CountryService } from '../countries/country.service.js';
import { listingKinds } from './kind-registry.js';
import { readSearch } from './listing-page.js';
import type { SearchVocabulary } from './search-vocabulary.js';
import { readWordSearch, searchMatches } from './text-match.js';

/** How like a name the words must be (pg_trgm's word similarity, 0 to 1): "morroco" is 0.45 like "Morocco". */
const DESTINATION_LIKENESS = 0.4;
const COUNTRIES = 3;
const CITIES = 5;
const LISTINGS = 5;

export interface SuggestionRequest {
  q: string;
  country?: string | null;
}

export interface Suggestions {
  countries: Country[];
  cities: City[];
  listings: Array<{ id: string; kind: BookingType; name: string; city: City }>;
}

export class SearchSuggestionService {
  constructor(
    private readonly countries: CountryService,
    private readonly vocabulary: SearchVocabulary,
  ) {}

  async suggest(ctx: RequestContext, request: SuggestionRequest): Promise<Suggestions> {
    const q = readSearch(request.q);
    const country = request.country ? this.countries.resolve(request.country).code : undefined;
    if (!q) return { countries: [], cities: [], listings: [] };
    const [destinations, listings] = await Promise.all([this.destinations(ctx, q, country), country ? this.listings(ctx, q, country) : []]);
    return { ...destinations, listings };
  }

  /** Countries and cities like `q`, the most alike first; a city of the country being browsed goes before an equal one elsewhere. */
  private async destinations(ctx: RequestContext, q: string, country: string | undefined) {
    const { rows } = await sql<{ country: string | null; city: number | null }>`
      with asked as (select search_fold(${q}) as q)
      select * from (
        (select c.code as country, null::int as city, word_similarity(asked.q, search_fold(c.name || ' ' || c.official_name || ' ' || array_to_string(c.aliases, ' '))) as likeness
          from country c, asked order by likeness desc, c.name limit ${COUNTRIES})
        union all
        (select null, ci.id, word_similarity(asked.q, search_fold(ci.name)) + case when ci.country_code = ${country ?? null} then 0.01 else 0 end as likeness
          from city ci, asked order by likeness desc, ci.name limit ${CITIES})
      ) as found where likeness >= ${DESTINATION_LIKENESS} order by likeness desc`.execute(readModels(readingManager(ctx)));
    return {
      countries: rows.flatMap((row) => (row.country ? [this.countries.byCodeOrFail(row.country)] : [])),
      cities: rows.flatMap((row) => (row.city != null ? [this.countries.city(row.city)!] : [])),
    };
  }

  /** Visible listings of the country holding every word of `q` (corrected), in the lists' order of relevance. */
  private async listings(ctx: RequestContext, q: string, country: string) {
    const db = readModels(readingManager(ctx));
    const search = await readWordSearch(db, this.vocabulary, country, q);
    if (!search) return [];
    // The best five of every kind's matches, then their names by primary key from their kind's table.
    const named = listingKinds().map(
      (kind) =>
        sql`select id, name, city_id from ${sql.table(kind.table)} where picked.kind = ${kind.type} and id = picked.listing_id and (${sql.raw(kind.visibleSql)})`,
    );
    // A name no listing column has: the read models rename columns they know (city_id is read as `city`).
    const { rows } = await sql<{ kind: BookingType; id: number; name: string; listing_city: number }>`
      select picked.kind, listing.id, listing.name, listing.city_id as listing_city
      from (select * from (${searchMatches(country, search)}) as matched order by rank desc, popularity desc, kind, listing_id limit ${LISTINGS}) as picked
      cross join lateral (${sql.join(named, sql` union all `)}) as listing
      order by picked.rank desc, picked.popularity desc, picked.kind, picked.listing_id`.execute(db);
    return rows.map((row) => ({ id: String(row.id), kind: row.kind, name: row.name, city: this.countries.city(row.listing_city)! }));
  }
}
