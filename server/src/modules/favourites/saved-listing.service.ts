// Favourites and cart kept in the account; the browser's own lists are merged in at sign-in. Inserts ignore
// what is already there, so adding twice or merging twice never duplicates. A cart item keeps the traveller's plan
// (cart-plan.ts), so the cart and its choices follow the account to another device.
import { z } from 'zod';
import type { RequestContext } from '../../context.js';
import { DomainError } from '../../errors.js';
import { wholeNumber } from '../../validation.js';
import { BookingType } from '../bookings/booking.entity.js';
import { listingKinds } from '../listings/kind-registry.js';
import { SavedList, SavedListing } from './saved-listing.entity.js';
import { cartPlan, storedPlan } from './cart-plan.js';

/** What one list may hold: far beyond the badge's 99. */
export const SAVED_LIST_MAX = 500;

/** One listing on a list. */
export const savedItem = z.object({ type: z.enum(BookingType), listingId: wholeNumber(1, 2_147_483_647), plan: cartPlan.nullish() });

export type SavedItem = z.output<typeof savedItem>;

const savedItems = z.array(savedItem).max(SAVED_LIST_MAX);

/** What the browser kept before sign-in. */
export const savedListsMerge = z.object({ favourites: savedItems, cart: savedItems });

export type SavedListsMerge = z.output<typeof savedListsMerge>;

export class SavedListingService {
  list(ctx: RequestContext, list: SavedList): Promise<SavedListing[]> {
    return ctx.em.find(SavedListing, { user: this.viewerId(ctx), list }, { orderBy: { addedAt: 'desc', id: 'desc' }, limit: SAVED_LIST_MAX });
  }

  async add(ctx: RequestContext, list: SavedList, item: SavedItem): Promise<SavedListing[]> {
    await this.insert(ctx, list, [item]);
    return this.list(ctx, list);
  }

  async remove(ctx: RequestContext, list: SavedList, item: SavedItem): Promise<SavedListing[]> {
    await ctx.em.nativeDelete(SavedListing, { user: this.viewerId(ctx), list, listingType: item.type, listingId: item.listingId });
    return this.list(ctx, list);
  }

  /** Replaces the plan of an item in the viewer's cart (NOT_FOUND when it is not there); answers the cart. */
  async setPlan(ctx: RequestContext, item: SavedItem): Promise<SavedListing[]> {
    const changed = await ctx.em.nativeUpdate(
      SavedListing,
      { user: this.viewerId(ctx), list: SavedList.CART, listingType: item.type, listingId: item.listingId },
      { plan: storedPlan(item.plan) },
    );
    if (!changed) throw new DomainError('NOT_FOUND', 'This listing is not in your cart.', 'listingId');
    return this.list(ctx, SavedList.CART);
  }

  /**
   * What the browser kept before sign-in, added to the account's lists; unknown listings are skipped. A cart item
   * already in the account keeps its place, and takes the browser's plan when one was set there (the newer choice).
   */
  async merge(ctx: RequestContext, { favourites, cart }: SavedListsMerge): Promise<void> {
    await this.insert(ctx, SavedList.FAVOURITES, favourites, false);
    await this.insert(ctx, SavedList.CART, cart, false);
  }

  /**
   * One statement per type: only ids of existing listings go in, duplicates are ignored; a cart item given with a plan
   * takes it (an item already there keeps its own when none is given).
   */
  private async insert(ctx: RequestContext, list: SavedList, items: SavedItem[], strict = true): Promise<void> {
    const userId = this.viewerId(ctx);
    const count = await ctx.em.count(SavedListing, { user: userId, list });
    if (count + items.length > SAVED_LIST_MAX && strict)
      throw new DomainError('BAD_USER_INPUT', `A list holds ${SAVED_LIST_MAX} listings at most.`, 'listingId');
    for (const { type, table } of listingKinds()) {
      // Once per listing (the first given wins); favourites keep no plan.
      const rows = new Map<number, { id: number; plan?: object }>();
      for (const item of items.filter((candidate) => candidate.type === type)) {
        const plan = list === SavedList.CART ? storedPlan(item.plan) : null;
        if (!rows.has(item.listingId)) rows.set(item.listingId, { id: item.listingId, ...(plan && { plan }) });
      }
      if (!rows.size) continue;
      const inserted = await ctx.em.getConnection().execute<Array<{ id: number }>>(
        `insert into saved_listing (user_id, list, listing_type, listing_id, plan)
        select ?, ?, ?, l.id, given.plan from ${table} l join jsonb_to_recordset(?::jsonb) as given(id int, plan jsonb) on given.id = l.id
        on conflict (user_id, list, listing_type, listing_id) do update set plan = coalesce(excluded.plan, saved_listing.plan) returning id`,
        [userId, list, type, JSON.stringify([...rows.values()])],
      );
      if (strict && rows.size === 1 && inserted.length === 0) throw new DomainError('NOT_FOUND', 'Listing not found', 'listingId');
    }
  }

  private viewerId(ctx: RequestContext): string {
    if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED', 'Please sign in first.');
    return ctx.viewer.id;
  }
}
