import { Migration } from '@mikro-orm/migrations';

export class Migration20261124022054_partner_extranet extends Migration {
  override name = 'Migration20261124022054_partner_extranet';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "tour_guest" ("id" serial primary key, "booking_id" uuid not null, "full_name" varchar(255) not null, "email" varchar(255) null, "phone" varchar(255) null, "notes" text not null default '', "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "tour_guest_booking_id_index" on "tour_guest" ("booking_id");`);

    this.addSql(
      `alter table "tour_guest" add constraint "tour_guest_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "tour_guest" cascade;`);
  }
}
