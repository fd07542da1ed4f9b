import { Migration } from '@mikro-orm/migrations';

/** A hotel's house rules and amenities (issues 28 and 29): check-in and check-out times, children and pets, what it offers. */
export class Migration20261205120000_hotel_policies extends Migration {
  override name = 'Migration20261205120000_hotel_policies';

  override up(): void | Promise<void> {
    this.addSql(`alter table "hotel" add column "check_in_from" varchar(5) not null default '14:00',
      add column "check_in_until" varchar(5) null,
      add column "check_out_until" varchar(5) not null default '11:00',
      add column "children_allowed" boolean not null default true,
      add column "children_min_age" smallint null,
      add column "pets_allowed" boolean not null default false,
      add column "amenities" text[] not null default '{}';`);
    this.addSql(
      `alter table "hotel" add constraint "hotel_children_min_age_check" check (children_min_age is null or (children_allowed and children_min_age between 0 and 17));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "hotel" drop constraint "hotel_children_min_age_check";`);
    this.addSql(`alter table "hotel" drop column "check_in_from", drop column "check_in_until", drop column "check_out_until",
      drop column "children_allowed", drop column "children_min_age", drop column "pets_allowed", drop column "amenities";`);
  }
}
