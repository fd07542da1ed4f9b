import { Migration } from '@mikro-orm/migrations';

/**
 * A tour's recurring departures kept as the rule that made them (issue 28: "every Tuesday and Friday at 07:00 until a
 * date"), so the organizer sees the rule and can remove it with the departures it made that nobody booked.
 */
export class Migration20261207130000_tour_departure_rules extends Migration {
  override name = 'Migration20261207130000_tour_departure_rules';

  override up(): void | Promise<void> {
    this.addSql(`create table "tour_departure_rule" (
      "id" serial primary key,
      "tour_id" int not null references "tour" ("id") on delete cascade,
      "weekdays" text[] not null,
      "start_time" varchar(5) null,
      "starts_on" date not null,
      "until" date not null,
      "capacity" int not null,
      "created_at" timestamptz not null default now());`);
    this.addSql(`create index "tour_departure_rule_tour_id_index" on "tour_departure_rule" ("tour_id");`);
    this.addSql(`alter table "tour_departure" add column "rule_id" int null references "tour_departure_rule" ("id") on delete set null;`);
    this.addSql(`create index "tour_departure_rule_id_index" on "tour_departure" ("rule_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "tour_departure" drop column "rule_id";`);
    this.addSql(`drop table "tour_departure_rule";`);
  }
}
