import { Migration } from '@mikro-orm/migrations';

/** A leisure venue's nights set apart (other capacity, or closed) and its events, whose places have their own counter. */
export class Migration20261205130000_leisure_nights_and_events extends Migration {
  override name = 'Migration20261205130000_leisure_nights_and_events';

  override up(): void | Promise<void> {
    this.addSql(`alter type "bucket_kind" add value if not exists 'leisure_event';`);
    this.addSql(
      `create table "leisure_night" ("id" serial primary key, "venue_id" int not null, "night" date not null, "capacity" int null, "closed" boolean not null default false, constraint leisure_night_capacity_check check (capacity is null or capacity >= 0));`,
    );
    this.addSql(`alter table "leisure_night" add constraint "leisure_night_venue_id_night_unique" unique ("venue_id", "night");`);
    this.addSql(
      `alter table "leisure_night" add constraint "leisure_night_venue_id_foreign" foreign key ("venue_id") references "leisure_venue" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create table "leisure_event" ("id" serial primary key, "venue_id" int not null, "name" varchar(120) not null, "description" text not null default '', "date" date not null, "start_time" time(0) not null, "capacity" int not null, "price_minor" int not null, "cancelled_at" timestamptz null, "created_at" timestamptz not null default now(), constraint leisure_event_figures_check check (capacity > 0 and price_minor >= 0));`,
    );
    this.addSql(`create index "leisure_event_venue_id_date_index" on "leisure_event" ("venue_id", "date");`);
    this.addSql(
      `alter table "leisure_event" add constraint "leisure_event_venue_id_foreign" foreign key ("venue_id") references "leisure_venue" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "leisure_event" cascade;`);
    this.addSql(`drop table if exists "leisure_night" cascade;`);
    // A value of an enum cannot be dropped: 'leisure_event' stays in bucket_kind, unused.
  }
}
