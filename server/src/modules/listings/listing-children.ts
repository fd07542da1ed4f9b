// Child lists of listings (itinerary, departures, floor plan, fleet), read with Kysely into plain rows. A list or
// detail read carries them as JSON columns of its one statement (`embedChildren`); a caller holding only ids reads
// them through a loader, one `where parent in (...)` per list per request.
import DataLoader from 'dataloader';
import { type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { type RequestContext, readingManager } from '../../context.js';
import { type ReadDB, type ReadModels, readModels } from '../../db/read-models.js';
import { column } from './listing-kind.js';

/** A one-to-many list under a listing. */
export interface ChildList<Table extends keyof ReadDB, Parent extends string, Child extends Record<Parent, number>> {
  /** The column its listing's row carries the list in; names the list's loader within a request. */
  name: string;
  /** The property of the child holding its listing's id. */
  parent: Parent;
  /** The children of every listing, in order (conditions such as "from today" are read when the query runs). */
  rows: (db: ReadModels) => SelectQueryBuilder<ReadDB, Table, Child>;
}

/** The list's children of each row of `listingTable`, as a JSON array column named after the list. */
export function embedChildren<Table extends keyof ReadDB, Parent extends string, Child extends Record<Parent, number>>(
  db: ReadModels,
  list: ChildList<Table, Parent, Child>,
  listingTable: string,
) {
  return jsonArrayFrom(list.rows(db).where(sql<SqlBool>`${column(list.parent)} = ${column(`${listingTable}.id`)}`));
}

/** Per request (the context lives as long as its request), so no list outlives what it read. */
const loadersByRequest = new WeakMap<RequestContext, Map<string, DataLoader<number, unknown[]>>>();

/** The children of one listing: those its row was read with, else batched with every other listing asked for in the same tick. */
export function loadChildren<Table extends keyof ReadDB, Parent extends string, Child extends Record<Parent, number>>(
  ctx: RequestContext,
  list: ChildList<Table, Parent, Child>,
  listing: { id: number },
): Promise<Child[]> {
  const embedded = (listing as Record<string, unknown>)[list.name];
  if (Array.isArray(embedded)) return Promise.resolve(embedded as Child[]);
  const loaders = loadersByRequest.get(ctx) ?? new Map<string, DataLoader<number, unknown[]>>();
  loadersByRequest.set(ctx, loaders);
  let loader = loaders.get(list.name) as DataLoader<number, Child[]> | undefined;
  if (!loader) {
    // No cache: a mutation later in the same request (a booking) must see fresh places.
    loader = new DataLoader<number, Child[]>((listingIds) => findChildren(ctx, list, listingIds), { cache: false });
    loaders.set(list.name, loader as DataLoader<number, unknown[]>);
  }
  return loader.load(listing.id);
}

async function findChildren<Table extends keyof ReadDB, Parent extends string, Child extends Record<Parent, number>>(
  ctx: RequestContext,
  list: ChildList<Table, Parent, Child>,
  listingIds: readonly number[],
): Promise<Child[][]> {
  const ids = [...new Set(listingIds)];
  const children = await list
    .rows(readModels(readingManager(ctx)))
    .where(sql<SqlBool>`${column(list.parent)} in (${sql.join(ids)})`)
    .execute();
  const byListing = new Map<number, Child[]>(listingIds.map((id) => [id, []]));
  for (const child of children) byListing.get(child[list.parent] as number)?.push(child as Child);
  return listingIds.map((id) => byListing.get(id) ?? []);
}
