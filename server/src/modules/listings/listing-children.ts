// Child lists of a page of listings (itinerary, departures, floor plan, fleet): one `where parent in (...)`
// per list per request, read with Kysely into plain rows.
import DataLoader from 'dataloader';
import type { RequestContext } from '../../context.js';
import { type ReadModels, readModels } from '../../db/read-models.js';

/** A one-to-many list under a listing, as one query over many listings reads it. */
export interface ChildList<Parent extends string, Child extends Record<Parent, number>> {
  /** Names the list's loader within a request. */
  name: string;
  /** The property of the child holding its listing's id. */
  parent: Parent;
  /** The children of these listings, in order (conditions such as "from today" are read when the batch runs). */
  rows: (db: ReadModels, listingIds: number[]) => { execute(): Promise<Child[]> };
}

/** Per request (the context lives as long as its request), so no list outlives what it read. */
const loadersByRequest = new WeakMap<RequestContext, Map<string, DataLoader<number, unknown[]>>>();

/** The children of one listing, batched with every other listing asked for in the same tick. */
export function loadChildren<Parent extends string, Child extends Record<Parent, number>>(
  ctx: RequestContext,
  list: ChildList<Parent, Child>,
  listingId: number,
): Promise<Child[]> {
  const loaders = loadersByRequest.get(ctx) ?? new Map<string, DataLoader<number, unknown[]>>();
  loadersByRequest.set(ctx, loaders);
  let loader = loaders.get(list.name) as DataLoader<number, Child[]> | undefined;
  if (!loader) {
    // No cache: a mutation later in the same request (a booking) must see fresh places.
    loader = new DataLoader<number, Child[]>((listingIds) => findChildren(ctx, list, listingIds), { cache: false });
    loaders.set(list.name, loader as DataLoader<number, unknown[]>);
  }
  return loader.load(listingId);
}

async function findChildren<Parent extends string, Child extends Record<Parent, number>>(
  ctx: RequestContext,
  list: ChildList<Parent, Child>,
  listingIds: readonly number[],
): Promise<Child[][]> {
  const children = await list.rows(readModels(ctx.em), [...new Set(listingIds)]).execute();
  const byListing = new Map<number, Child[]>(listingIds.map((id) => [id, []]));
  for (const child of children) byListing.get(child[list.parent])?.push(child);
  return listingIds.map((id) => byListing.get(id) ?? []);
}
