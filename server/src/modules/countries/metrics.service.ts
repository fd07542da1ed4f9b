// Homepage metrics (spec §2, §3, §9), one SQL statement each.
// Until bookings exist (issue 4), "journeyers" counts the places taken on tour departures, the only
// booked inventory there is; it will count travellers on confirmed bookings once those are stored.
import type { RequestContext } from '../../context.js';
import { publicListingsSql } from '../listings/kind-registry.js';
import { Metrics } from './metrics.types.js';

export const SUPPORT_HOURS = '24/7';

/** Every kind's public listings (read when asked: kinds may be registered after this module loads). */
const publicListings = () => publicListingsSql('country_code, city_id');

const toMetrics = (row: { destinations: number; travelers: number; journeyers: number }) => Object.assign(new Metrics(), { ...row, support: SUPPORT_HOURS });

export class MetricsService {
  /** Across the marketplace: countries with listings, traveller accounts, places taken on tours. */
  async overall(ctx: RequestContext): Promise<Metrics> {
    const [row] = await ctx.em.getConnection().execute<{ destinations: number; travelers: number; journeyers: number }[]>(
      `select (select count(distinct country_code) from (${publicListings()}) listing)::int as destinations,
              (select count(*) from app_user where role = 'user')::int as travelers,
              (select coalesce(sum(booked), 0) from tour_departure)::int as journeyers`,
    );
    return toMetrics(row!);
  }

  /** For one country: its cities with listings, its resident travellers, places taken on its tours. */
  async forCountry(ctx: RequestContext, countryCode: string): Promise<Metrics> {
    const [row] = await ctx.em.getConnection().execute<{ destinations: number; travelers: number; journeyers: number }[]>(
      `select (select count(distinct city_id) from (${publicListings()}) listing where country_code = ?)::int as destinations,
              (select count(*) from app_user where role = 'user' and country = ?)::int as travelers,
              (select coalesce(sum(d.booked), 0) from tour_departure d join tour t on t.id = d.tour_id where t.country_code = ?)::int as journeyers`,
      [countryCode, countryCode, countryCode],
    );
    return toMetrics(row!);
  }

  /** Registered traveller accounts: the legacy `/api/public/user-count`. */
  async travellerCount(ctx: RequestContext): Promise<number> {
    return (await this.overall(ctx)).travelers;
  }
}
