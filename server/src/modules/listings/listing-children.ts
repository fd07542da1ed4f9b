// Child lists of a page of listings (itinerary, departures, floor plan, fleet): one `where parent in (...)` per list per request.
import type { EntityName, FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import DataLoader from 'dataloader';
import type { RequestContext } from '../../context.js';
import { findRows } from './listing-rows.js';

/** A one-to-many list under a listing, as one query over many listings reads it. */
export interface ChildList<Child extends object> {
  /** Names the list's loader within a request. */
  name: string;
  entity: EntityName<Child>;
  /** The child's many-to-one property pointing at its listing. */
  parent: keyof Child & string;
  orderBy: QueryOrderMap<Child>;
  /** Extra conditions, read when the batch runs (e.g. "from today"). */
  where?: () => FilterQuery<Child>;
}

type ChildLoader = DataLoader<number, object[]>;

/** Per request (the context lives as long as its request), so no list outlives what it read. */
const loadersByRequest = new WeakMap<RequestContext, Map<string, ChildLoader>>();

/**
 * The children of one listing, batched with every other listing asked for in the same tick. Ours rather than the
 * ORM's collection dataloader: that one first awaits a dynamic import per request, which under module loader hooks
 * (dev server, benchmark) lands after the batch went out and splits a page into several statements.
 */
export function loadChildren<Child extends object>(ctx: RequestContext, list: ChildList<Child>, listingId: number): Promise<Child[]> {
  let loaders = loadersByRequest.get(ctx);
  if (!loaders) loadersByRequest.set(ctx, (loaders = new Map()));
  let loader = loaders.get(list.name);
  // No cache: a mutation later in the same request (a booking) must see fresh places.
  if (!loader) loaders.set(list.name, (loader = new DataLoader((listingIds) => findChildren(ctx, list, listingIds), { cache: false })));
  return loader.load(listingId) as Promise<Child[]>;
}

async function findChildren<Child extends object>(ctx: RequestContext, list: ChildList<Child>, listingIds: readonly number[]): Promise<Child[][]> {
  const where = { ...list.where?.(), [list.parent]: { $in: [...new Set(listingIds)] } } as FilterQuery<NoInfer<Child>>;
  const children = await findRows(ctx.em, list.entity, where, { orderBy: list.orderBy as QueryOrderMap<NoInfer<Child>> });
  const byListing = new Map<number, Child[]>(listingIds.map((id) => [id, []]));
  for (const child of children) byListing.get((child[list.parent] as { id: number }).id)?.push(child);
  return listingIds.map((id) => byListing.get(id)!);
}
