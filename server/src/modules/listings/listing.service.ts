// The list and detail reads every listing kind shares, driven by its descriptor (listing-kind.ts):
// validated filters, spec §9 sorts, offset pages with capped totals and keyset cursors.
import { Cursor } from '@mikro-orm/core';
import { type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import { type RequestContext, readingManager } from '../../context.js';
import { type ReadDB, type ReadModels, readModels } from '../../db/read-models.js';
import { StatementShapes, partsKey } from '../../db/statement-shapes.js';
import { DomainError, badInput } from '../../errors.js';
import type { CountryService } from '../countries/country.service.js';
import {
  activeOnly,
  type Condition,
  column,
  equals,
  type ListingKind,
  type ListingRowBase,
  type ListingTable,
  type SortKey,
  withinRange,
} from './listing-kind.js';
import { MAX_INTEGER_COLUMN, type Paging, likePattern, readPaging, readPriceRange, readSearch } from './listing-page.js';
import { readListingId } from './listing-query.js';
import { toMinor } from './money.js';
import type { SearchVocabulary } from './search-vocabulary.js';
import { type SearchMatch, type WordSearch, readWordSearch, searchMatches } from './text-match.js';
import { MAX_COUNT, type Page, type PageRequest } from './paging.js';

/** The filters every kind has: words, a city and, for kinds with a price, a range in major units. */
export interface CommonListingFilter {
  q?: string | null;
  cityId?: string | null;
  minPrice?: number | null;
  maxPrice?: number | null;
}

/** A list query as both edges pass it: country (code, name or alias), the kind's filter, sort, paging. */
export interface ListingArgs<Filter, Sort> {
  country: string;
  filter?: Filter | null;
  sort?: Sort | null;
  paging?: PageRequest | null;
}

type RowQuery<Table extends ListingTable, Row> = SelectQueryBuilder<ReadDB, Table, Row>;

/** Which rows of a list a page reads: those after a cursor, or from an offset. */
interface PageRows {
  after?: Condition;
  limit: number;
  offset?: number;
}

/** How long a list is known to be longer than MAX_COUNT once counted, and how many such lists a service keeps. */
const CAPPED_COUNT_TTL_MS = 30_000;
const CAPPED_COUNTS = 1_000;

/**
 * A text search as the list applies it: its words, each corrected when misspelt (text-match.ts), or, when `q` has
 * no word of three characters, `q` itself as one piece of text.
 */
type TextSearch = WordSearch | { phrase: string };

const invalidCursor = (message = 'The cursor is not one this list gave out.') => new DomainError('INVALID_CURSOR', message, 'after');

/** A decoded cursor key PostgreSQL can compare with its column: a finite number, within range for an integer. */
const fitsKey = <Row>(key: SortKey<Row>, value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && (!key.integer || (Number.isInteger(value) && Math.abs(value) <= MAX_INTEGER_COLUMN));

/**
 * Rows after the cursor's keys in the sort's order. For (a desc, id asc) after (x, y):
 * `a <= x and (a < x or id > y)`: the first bound is a range the (country, a, id) index can start from.
 */
function afterKeys<Row>(keys: SortKey<Row>[], values: unknown[]): Condition {
  const [key, ...rest] = keys;
  const [value, ...others] = values;
  const past = key!.direction === 'asc' ? sql.raw('>') : sql.raw('<');
  if (!rest.length) return sql<SqlBool>`${column(key!.column)} ${past} ${value}`;
  const atMost = key!.direction === 'asc' ? sql.raw('>=') : sql.raw('<=');
  return sql<SqlBool>`(${column(key!.column)} ${atMost} ${value} and (${column(key!.column)} ${past} ${value} or ${afterKeys(rest, others)}))`;
}

/** Whether a sort is the relevance order every kind has, (popularity desc, id asc): the search table's own keys. */
const inPopularityOrder = <Row>(keys: SortKey<Row>[]) => keys.map((key) => `${key.column} ${key.direction}`).join() === 'popularity desc,id asc';

export class ListingService<Table extends ListingTable, Row extends ListingRowBase, Filter extends CommonListingFilter, Sort extends string> {
  private readonly visible: Condition;
  private readonly statements = new StatementShapes();
  /** Counts of lists longer than MAX_COUNT, by their conditions, kept a short while (countedRows). */
  private readonly cappedCounts = new LRUCache<string, number>({ max: CAPPED_COUNTS, ttl: CAPPED_COUNT_TTL_MS });

  constructor(
    readonly kind: ListingKind<Table, Row, Filter, Sort>,
    protected readonly countries: CountryService,
    private readonly vocabulary: SearchVocabulary,
  ) {
    this.visible = kind.visible ?? activeOnly;
  }

  async list(ctx: RequestContext, args: ListingArgs<Filter, Sort>): Promise<Page<Row>> {
    const country = this.countries.resolve(args.country).code;
    const db = readModels(readingManager(ctx));
    const search = await this.textSearch(db, country, args.filter?.q);
    const matches = search && 'words' in search ? searchMatches(country, search, this.kind.type) : undefined;
    const own = args.filter ? (this.kind.filters?.(args.filter, { country }) ?? []) : [];
    const conditions = [...this.sharedConditions(country, args.filter ?? {}, search, matches), ...own];
    const paging = readPaging(args.paging);
    const sortKeys = this.sortKeys(args.sort);
    // A text search's page and count share one pass over its matches. In the default order, matches in the name come
    // first, then those in the city, then the type, then the description.
    if (search && !paging.after) {
      const ranked = (args.sort ?? this.kind.defaultSort) === this.kind.defaultSort ? matches : undefined;
      const narrowed = own.length > 0 || args.filter?.cityId != null || args.filter?.minPrice != null || args.filter?.maxPrice != null;
      if (ranked && !narrowed && inPopularityOrder(sortKeys)) return this.matchesPage(db, conditions, ranked, paging);
      return this.searchPage(db, conditions, sortKeys, paging, ranked);
    }
    return this.page(db, conditions, sortKeys, paging);
  }

  /** The kind's rows that meet every condition. */
  private matching(db: ReadModels, conditions: readonly Condition[]): RowQuery<Table, Row> {
    let matching = this.kind.rows(db);
    for (const condition of conditions) matching = matching.where(condition);
    return matching;
  }

  /** `q` as the list searches it: its words, with misspelt ones corrected against the country's vocabulary (kept a while, search-vocabulary.ts). */
  private async textSearch(db: ReadModels, country: string, q: string | null | undefined): Promise<TextSearch | undefined> {
    const phrase = readSearch(q);
    if (!phrase) return undefined;
    return (await readWordSearch(db, this.vocabulary, country, phrase)) ?? { phrase };
  }

  /** A visible listing by id, or null. */
  async byId(ctx: RequestContext, id: string | number): Promise<Row | null> {
    const db = readModels(readingManager(ctx));
    const parts = { where: [equals('id', readListingId(id, this.kind.name)), this.visible] };
    const [found] = await this.statements.execute(db, 'by id', parts, ({ where }) => this.matching(db, where));
    return found ?? null;
  }

  async byIdOrFail(ctx: RequestContext, id: string | number): Promise<Row> {
    const listing = await this.byId(ctx, id);
    if (!listing) throw new DomainError('NOT_FOUND', `${this.kind.name[0]!.toUpperCase()}${this.kind.name.slice(1)} not found`, 'id');
    return listing;
  }

  /** Codes of the countries with at least one visible listing of the kind (one indexed scan). */
  async countryCodes(ctx: RequestContext): Promise<string[]> {
    const rows = await this.kind
      .rows(readModels(readingManager(ctx)))
      .clearSelect()
      .select(sql<string>`${column('country')}`.as('country'))
      .distinct()
      .where(this.visible)
      .orderBy(column('country'))
      .execute();
    return rows.map((row) => row.country);
  }

  /**
   * Spec §3 shared filters, validated: the country, its visible listings, a city of that country, `q`
   * in the search text or the description (its `matches`, text-match.ts) and a price range in major units on the kind's price column.
   */
  private sharedConditions(
    country: string,
    filter: CommonListingFilter,
    search: TextSearch | undefined,
    matches: RawBuilder<SearchMatch> | undefined,
  ): Condition[] {
    const price = readPriceRange(filter.minPrice, filter.maxPrice);
    const conditions = [equals('country', country), this.visible];
    if (filter.cityId != null) conditions.push(equals('city', this.countries.cityInCountry(filter.cityId, country).id));
    const keys = sql<SqlBool>`listing_search_keys(${column('country')}, ${column('searchText')})`;
    if (matches) conditions.push(sql<SqlBool>`${column('id')} in (select listing_id from (${matches}) as matched)`);
    else if (search && 'phrase' in search)
      conditions.push(
        sql<SqlBool>`${keys} @> listing_search_query_keys(${country}, ${search.phrase})`,
        sql<SqlBool>`search_fold(${column('searchText')}) like search_fold(${likePattern(search.phrase)})`,
      );
    // Stored prices are 32-bit integers of cents: a bound beyond the largest is compared as the largest.
    const minor = (amount: number | undefined) => (amount == null ? undefined : Math.min(toMinor(amount), MAX_INTEGER_COLUMN));
    if (this.kind.priceColumn) conditions.push(...withinRange(this.kind.priceColumn, minor(price.min), minor(price.max)));
    return conditions;
  }

  /** The keys of a spec §9 sort; an unknown sort (possible over REST) is the caller's mistake. */
  private sortKeys(sort: Sort | null | undefined): SortKey<Row>[] {
    const keys = this.kind.sorts[sort ?? this.kind.defaultSort];
    if (!keys) throw badInput('sort', `Unknown sort "${sort}". Use one of: ${Object.keys(this.kind.sorts).join(', ')}.`);
    return keys;
  }

  private cursorOf(keys: SortKey<Row>[], row: Row | undefined): string | null {
    return row ? Cursor.encode(keys.map((key) => row[key.column])) : null;
  }

  /**
   * A page and the capped count of its list in one statement (the count a scalar subquery beside the rows): under
   * load every round trip to the database costs the event loop a turn and a socket write, and a list paid two.
   */
  private async page(db: ReadModels, conditions: Condition[], keys: SortKey<Row>[], paging: Paging): Promise<Page<Row>> {
    if (paging.after) {
      const values = this.decodeCursor(paging.after, keys);
      // One row more than the page tells whether another page follows.
      const { rows, total } = await this.countedRows(db, conditions, keys, { after: afterKeys(keys, values), limit: paging.size + 1 }, true);
      const nodes = rows.slice(0, paging.size);
      return this.counted(total, nodes, paging, {
        page: null,
        hasNextPage: rows.length > paging.size,
        hasPreviousPage: true,
        endCursor: this.cursorOf(keys, nodes.at(-1)),
      });
    }
    const offset = (paging.page - 1) * paging.size;
    const { rows: nodes, total } = await this.countedRows(db, conditions, keys, { limit: paging.size, offset }, offset > 0);
    return this.counted(total, nodes, paging, {
      page: paging.page,
      hasNextPage: offset + nodes.length < total,
      hasPreviousPage: paging.page > 1,
      endCursor: this.cursorOf(keys, nodes.at(-1)),
    });
  }

  /**
   * A page's rows and the capped count of its list. A count past MAX_COUNT reads MAX_COUNT + 1 index entries, more
   * than the page itself (a deep page of a country's list reads 31), and says only "10,000+", which a few writes do not
   * change: it is kept a short while (`cappedCounts`), and a page of a list known to be that long is read without it.
   */
  private async countedRows(db: ReadModels, conditions: Condition[], keys: SortKey<Row>[], page: PageRows, mayBePastTheEnd: boolean) {
    const countKey = partsKey({ where: conditions });
    const capped = this.cappedCounts.get(countKey);
    if (capped !== undefined) return { rows: await this.pageRows(db, conditions, keys, page, false), total: capped };
    const counted = await this.withTotal(db, conditions, this.pageRows(db, conditions, keys, page, true), mayBePastTheEnd);
    if (counted.total > MAX_COUNT) this.cappedCounts.set(countKey, counted.total);
    return counted;
  }

  /**
   * The rows of a page in the sort's order, each with the capped count of all that match unless told not to: the
   * statement is compiled once per shape (which conditions, which sort, by cursor or by number, counted or not) and run
   * with each request's values.
   */
  private pageRows(
    db: ReadModels,
    conditions: Condition[],
    keys: SortKey<Row>[],
    page: PageRows,
    withCount: boolean,
  ): Promise<Array<Row & { listTotal?: number | null }>> {
    const order = keys.map((key) => `${key.column} ${key.direction}`).join(', ');
    const parts = {
      where: conditions,
      after: page.after ? [page.after] : [],
      limit: [sql.val(page.limit)],
      offset: page.offset === undefined ? [] : [sql.val(page.offset)],
    };
    return this.statements.execute(db, `page by ${order}${withCount ? '' : ', uncounted'}`, parts, ({ where, after, limit, offset }) => {
      const matching = this.matching(db, where);
      let ordered = withCount ? matching.select(this.countUpToColumn(db, matching)) : matching;
      for (const key of keys) ordered = ordered.orderBy(column(key.column), key.direction);
      for (const condition of after) ordered = ordered.where(condition);
      let limited = ordered.limit(limit[0]!);
      for (const skipped of offset) limited = limited.offset(skipped);
      return limited;
    });
  }

  /** The capped count of `matching`, as a column of each row the page reads. */
  private countUpToColumn(db: ReadModels, matching: RowQuery<Table, Row>) {
    return this.countUpToQuery(db, matching).as('listTotal');
  }

  /** The page's rows without their count column, and the count: read again only when the page is empty past its start. */
  private async withTotal(
    db: ReadModels,
    conditions: readonly Condition[],
    page: Promise<Array<Row & { listTotal?: number | null }>>,
    mayBePastTheEnd: boolean,
  ): Promise<{ rows: Row[]; total: number }> {
    const rows = await page;
    const total = rows[0]?.listTotal ?? (mayBePastTheEnd ? await this.countUpTo(db, this.matching(db, conditions)) : 0);
    // Each row is then the row as the page reads it, its count column emptied: deleting a property would turn every
    // row into a dictionary, slower for each field read after it and for the collector.
    for (const row of rows) row.listTotal = undefined;
    return { rows, total };
  }

  /**
   * A numbered page of a word search in relevance order with no other filter, in one statement read from the search
   * table's index alone (text-match.ts): the matches' ranks and popularity are counted and ordered there, whatever
   * their number, and only the page's rows are then read, by primary key.
   */
  private async matchesPage(db: ReadModels, conditions: Condition[], matches: RawBuilder<SearchMatch>, paging: Paging): Promise<Page<Row>> {
    const offset = (paging.page - 1) * paging.size;
    const picked = sql`(select listing_id as picked_id, rank as picked_rank, popularity as picked_popularity, count(*) over () as picked_total
      from (${matches}) as matched order by rank desc, popularity desc, listing_id limit ${paging.size} offset ${offset})`;
    // Compiled once per shape of the search (how many words, a number among them) and run with its terms as values.
    const page = this.statements.execute(db, 'matches page', { picked: [picked] }, (parts) =>
      this.kind
        .rows(db)
        .innerJoin(sql`${parts.picked[0]!}`.as('picked'), (join) => join.on(sql<SqlBool>`${sql.ref('picked.picked_id')} = ${column('id')}`))
        .where(this.visible)
        .select(sql<number>`${sql.ref('picked.picked_total')}::int`.as('listTotal'))
        .orderBy(sql`picked.picked_rank desc, picked.picked_popularity desc, picked.picked_id`),
    );
    const { rows: nodes, total } = await this.withTotal(db, conditions, page, offset > 0);
    return this.counted(total, nodes, paging, {
      page: paging.page,
      hasNextPage: offset + nodes.length < total,
      hasPreviousPage: paging.page > 1,
      endCursor: this.cursorOf(this.sortKeys(this.kind.defaultSort), nodes.at(-1)),
    });
  }

  /**
   * A numbered page of a text search with other filters or another order, in one statement. The sort keys of up to
   * MAX_COUNT + 1 matches are read once, counted, and the page's keys picked (a derived table with a LIMIT, which the
   * planner keeps apart, so the page is a top-N sort of the keys); the rows are then joined to those ids by primary key
   * only, since the search's conditions again could lead the planner back to the search index. When more than
   * MAX_COUNT match, the keys read are not all of them: the page is read again in index order. Ranked, the matches'
   * ranks (`ranked`, from the search table) order them before the sort's keys, and every match is read.
   */
  private async searchPage(
    db: ReadModels,
    conditions: Condition[],
    keys: SortKey<Row>[],
    paging: Paging,
    ranked?: RawBuilder<SearchMatch>,
  ): Promise<Page<Row>> {
    const matching = this.matching(db, conditions);
    const offset = (paging.page - 1) * paging.size;
    const matchedKey = (index: number) => `k${index}`;
    const order = [
      ...(ranked ? [{ as: 'rank', direction: 'desc' as const }] : []),
      ...keys.map((key, index) => ({ as: matchedKey(index), direction: key.direction })),
    ];
    const keyRows = matching.clearSelect().select(keys.map((key, index) => column(key.column).as(matchedKey(index))));
    const keyed = ranked
      ? sql`(select ranked.rank, keyed.* from (${keyRows}) as keyed join (${ranked}) as ranked on ranked.listing_id = keyed.${sql.ref(matchedKey(keys.length - 1))})`.as(
          'matched',
        )
      : sql`(${keyRows.limit(MAX_COUNT + 1)})`.as('matched');
    // Names no listing column has: the rows' own columns stay unambiguous beside them. The last key is the id.
    const picked = (name: string) => `picked_${name}`;
    const orderOf = (table: string, name: (key: string) => string) =>
      sql.join(order.map((key) => sql`${sql.ref(`${table}.${name(key.as)}`)} ${sql.raw(key.direction)}`));
    const pickedKeys = db
      .selectFrom(keyed)
      .select([...order.map((key) => sql.ref(`matched.${key.as}`).as(picked(key.as))), sql<number>`count(*) over ()`.as('picked_total')])
      .orderBy(sql`${orderOf('matched', (name) => name)}`)
      .limit(paging.size)
      .offset(offset)
      .as('picked');
    const page = this.kind
      .rows(db)
      .innerJoin(pickedKeys, (join) => join.on(sql<SqlBool>`${sql.ref(`picked.${picked(matchedKey(keys.length - 1))}`)} = ${column('id')}`))
      .where(this.visible)
      .select(sql<number>`${sql.ref('picked.picked_total')}::int`.as('listTotal'))
      .orderBy(sql`${orderOf('picked', picked)}`);
    let { rows: nodes, total } = await this.withTotal(db, conditions, page.execute(), offset > 0);
    if (!ranked && total > MAX_COUNT) {
      let ordered = matching;
      for (const key of keys) ordered = ordered.orderBy(column(key.column), key.direction);
      nodes = await ordered.limit(paging.size).offset(offset).execute();
      total = MAX_COUNT + 1;
    }
    return this.counted(total, nodes, paging, {
      page: paging.page,
      hasNextPage: offset + nodes.length < total,
      hasPreviousPage: paging.page > 1,
      endCursor: this.cursorOf(keys, nodes.at(-1)),
    });
  }

  private decodeCursor(after: string, keys: SortKey<Row>[]): unknown[] {
    let decoded: unknown;
    try {
      decoded = Cursor.decode(after);
    } catch {
      throw invalidCursor();
    }
    if (!Array.isArray(decoded) || decoded.length !== keys.length) throw invalidCursor('The cursor does not belong to this sort order.');
    // A forged cursor must not reach PostgreSQL with a value its column refuses (a 500, not the client's error).
    if (!keys.every((key, index) => fitsKey(key, decoded[index]))) throw invalidCursor();
    return decoded;
  }

  /**
   * How many match, counted up to MAX_COUNT + 1 only: a count costs O(cap) index entries at any
   * scale, and "10,000+ results" tells a traveller as much as an exact figure would.
   */
  private async countUpTo(db: ReadModels, matching: RowQuery<Table, Row>): Promise<number> {
    const { n } = await this.countUpToQuery(db, matching).executeTakeFirstOrThrow();
    return n;
  }

  /** How many rows match, counted up to MAX_COUNT + 1 (past that the list says "10,000+"). */
  private countUpToQuery(db: ReadModels, matching: RowQuery<Table, Row>) {
    const capped = matching
      .clearSelect()
      .select(sql<number>`1`.as('one'))
      .limit(MAX_COUNT + 1)
      .as('capped');
    return db.selectFrom(capped).select(sql<number>`count(*)::int`.as('n'));
  }

  private counted(matching: number, nodes: Row[], paging: Paging, pageInfo: Omit<Page<Row>['pageInfo'], 'pageSize' | 'totalPages'>): Page<Row> {
    const totalCount = Math.min(matching, MAX_COUNT);
    return {
      nodes,
      totalCount,
      totalCountCapped: matching > MAX_COUNT,
      pageInfo: { ...pageInfo, pageSize: paging.size, totalPages: Math.ceil(totalCount / paging.size) },
    };
  }
}
