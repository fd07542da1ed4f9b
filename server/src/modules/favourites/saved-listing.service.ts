// Favourites and cart kept in the account; the browser's own lists are merged in at sign-in. Inserts ignore
// what is already there, so adding twice or merging twice never duplicates.
import { z } from 'zod';
import type { RequestContext } from '../../context.js';
import { DomainError } from '../../errors.js';
import { wholeNumber } from '../../validation.js';
import { BookingType } from '../bookings/booking.entity.js';
import { listingKinds } from '../listings/kind-registry.js';
import { SavedList, SavedListing } from './saved-listing.entity.js';

/** What one list may hold: far beyond the badge's 99. */
export const SAVED_LIST_MAX = 500;

/** One listing on a list. */
export const savedItem = z.object({ type: z.enum(BookingType), listingId: wholeNumber(1, 2_147_483_647) });

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

  /** What the browser kept before sign-in, added to the account's lists; unknown listings are skipped. */
  async merge(ctx: RequestContext, { favourites, cart }: SavedListsMerge): Promise<void> {
    await this.insert(ctx, SavedList.FAVOURITES, favourites, false);
    await this.insert(ctx, SavedList.CART, cart, false);
  }

  /** One statement per type: only ids of existing listings go in, duplicates are ignored. */
  private async insert(ctx: RequestContext, list: SavedList, items: SavedItem[], strict = true): Promise<void> {
    const userId = this.viewerId(ctx);
    const count = await ctx.em.count(SavedListing, { user: userId, list });
    if (count + items.length > SAVED_LIST_MAX && strict)
      throw new DomainError('BAD_USER_INPUT', `A list holds ${SAVED_LIST_MAX} listings at most.`, 'listingId');
    for (const { type, table } of listingKinds()) {
      const ids = [...new Set(items.filter((item) => item.type === type).map((item) => item.listingId))];
      if (!ids.length) continue;
      const inserted = await ctx.em.getConnection().execute<Array<{ id: number }>>(
        `insert into saved_listing (user_id, list, listing_type, listing_id)
        select ?, ?, ?, l.id from ${table} l where l.id = any(?::int[])
        on conflict (user_id, list, listing_type, listing_id) do nothing returning id`,
        [userId, list, type, `{${ids.join(',')}}`],
      );
      if (strict && ids.length === 1 && inserted.length === 0 && !(await this.has(ctx, list, type, ids[0]!)))
        throw new DomainError('NOT_FOUND', 'Listing not found', 'listingId');
    }
  }

  private async has(ctx: RequestContext, list: SavedList, type: BookingType, listingId: number): Promise<boolean> {
    return (await ctx.em.count(SavedListing, { user: this.viewerId(ctx), list, listingType: type, listingId })) > 0;
  }

  private viewerId(ctx: RequestContext): string {
    if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED', 'Please sign in first.');
    return ctx.viewer.id;
  }
}
