// The rating and review count of listings, batched per request: one SQL statement for every listing of a page.
import DataLoader from 'dataloader';
import { Directive, Field, Float, Int, ObjectType } from 'type-graphql';
import { INHERIT_CACHE } from '../../graphql/cache-control.js';
import type { RequestContext } from '../../context.js';
import type { BookingType } from '../bookings/booking.entity.js';

@ObjectType({ description: 'Rating and count from verified reviews' })
@Directive(INHERIT_CACHE)
export class ReviewSummary {
  @Field(() => Float, { description: 'Average of 1-5, one decimal' })
  rating!: number;

  @Field(() => Int, { description: 'How many reviews' })
  count!: number;
}

type Key = `${BookingType}:${number}`;
const loaders = new WeakMap<RequestContext, DataLoader<Key, ReviewSummary | null>>();

function loaderOf(ctx: RequestContext): DataLoader<Key, ReviewSummary | null> {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader<Key, ReviewSummary | null>(async (keys) => {
      const pairs = keys.map((key) => key.split(':'));
      const rows = await ctx.em.getConnection().execute<Array<{ listing_type: string; listing_id: number; rating: number; count: number }>>(
        `select listing_type, listing_id, round(avg(rating)::numeric, 1)::float as rating, count(*)::int as count
        from review where (listing_type::text, listing_id) in (select * from unnest(?::text[], ?::int[])) group by listing_type, listing_id`,
        [`{${pairs.map(([type]) => type).join(',')}}`, `{${pairs.map(([, id]) => id).join(',')}}`],
      );
      const found = new Map(
        rows.map((row) => [`${row.listing_type}:${row.listing_id}`, Object.assign(new ReviewSummary(), { rating: row.rating, count: row.count })]),
      );
      return keys.map((key) => found.get(key) ?? null);
    });
    loaders.set(ctx, loader);
  }
  return loader;
}

export const reviewSummaryOf = (ctx: RequestContext, type: BookingType, listingId: number) => loaderOf(ctx).load(`${type}:${listingId}`);
