// Homepage metrics (spec §2, §3, §9), one SQL statement each. "Travelers" are the traveller accounts and
// "journeyers" the people those and guests booked for: the party sizes of confirmed bookings, so the two agree.
import type { RequestContext } from '../../context.js';
import { publicListingsSql } from '../listings/kind-registry.js';
import { Metrics } from './metrics.types.js';

export const SUPPORT_HOURS = '24/7';

/** Every kind's public listings (read when asked: kinds may be registered after this module loads). */
const publicListings = () => publicListingsSql('country_code, city_id');

const toMetrics = (row: { destinations: number; travelers: number; journeyers: number }) => Object.assign(new Metrics(), { ...row, support: SUPPORT_HOURS });

export class MetricsService {
  /** Across the marketplace: countries with listings, traveller accounts, people on confirmed bookings. */
  async overall(ctx: RequestContext): Promise<Metrics> {
    const [row] = await ctx.em.getConnection().execute<{ destinations: number; travelers: number; journeyers: number }[]>(
      `select (select count(distinct country_code) from (${publicListings()}) listing)::int as destinations,
              (select count(*) from app_user where role = 'user')::int as travelers,
              (select coalesce(sum(party_size), 0) from booking where status = 'confirmed')::int as journeyers`,
    );
    return toMetrics(row!);
  }

  /** For one country: its cities with listings, its resident travellers, people on its confirmed bookings. */
  async forCountry(ctx: RequestContext, countryCode: string): Promise<Metrics> {
    const [row] = await ctx.em.getConnection().execute<{ destinations: number; travelers: number; journeyers: number }[]>(
      `select (select count(distinct city_id) from (${publicListings()}) listing where country_code = ?)::int as destinations,
              (select count(*) from app_user where role = 'user' and country = ?)::int as travelers,
              (select coalesce(sum(party_size), 0) from booking where status = 'confirmed' and country_code = ?)::int as journeyers`,
      [countryCode, countryCode, countryCode],
    );
    return toMetrics(row!);
  }

  /** Registered traveller accounts: the legacy `/api/public/user-count`. */
  async travellerCount(ctx: RequestContext): Promise<number> {
    return (await this.overall(ctx)).travelers;
  }
}
