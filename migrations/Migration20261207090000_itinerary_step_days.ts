import { Migration } from '@mikro-orm/migrations';

/**
 * The day a step falls on is now the one stored, shown to travellers as set by the partner. Steps written before days
 * existed all say day 1: for those tours (longer than a day, more than one step, no step moved off day 1) the steps are
 * spread evenly over the tour's days, as they were shown until now (shared/src/itinerary-days.ts `itineraryDay`).
 */
export class Migration20261207090000_itinerary_step_days extends Migration {
  override name = 'Migration20261207090000_itinerary_step_days';

  override up(): void | Promise<void> {
    this.addSql(`update "tour_itinerary_step" s
      set "day" = least(t."duration_days", greatest(1, 1 + round(((s."position" - 1) * (t."duration_days" - 1))::numeric / (c."steps" - 1))::int))
      from "tour" t, (select "tour_id", count(*) as "steps", max("day") as "last_day" from "tour_itinerary_step" group by "tour_id") c
      where s."tour_id" = t."id" and c."tour_id" = t."id" and c."last_day" = 1 and c."steps" > 1 and t."duration_days" > 1;`);
  }

  override down(): void | Promise<void> {
    // The days stay: before this migration they were not read, so any value is as good as the spread.
  }
}
