import { Migration } from '@mikro-orm/migrations';

export class Migration20261123233401_itinerary_progress extends Migration {
  override name = 'Migration20261123233401_itinerary_progress';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "booking_itinerary_step" ("booking_id" uuid not null, "position" int not null, "completed_at" timestamptz not null default now(), primary key ("booking_id", "position"));`,
    );

    this.addSql(
      `alter table "booking_itinerary_step" add constraint "booking_itinerary_step_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "booking_itinerary_step" cascade;`);
  }
}
