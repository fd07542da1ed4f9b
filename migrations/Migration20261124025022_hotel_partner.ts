import { Migration } from '@mikro-orm/migrations';

export class Migration20261124025022_hotel_partner extends Migration {
  override name = 'Migration20261124025022_hotel_partner';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "hotel_room_night" ("id" serial primary key, "room_type_id" int not null, "night" date not null, "price_minor" int null, "closed" boolean not null default false);`,
    );
    this.addSql(`alter table "hotel_room_night" add constraint "hotel_room_night_room_type_id_night_unique" unique ("room_type_id", "night");`);

    this.addSql(`alter table "hotel_room_type" add "active" boolean not null default true;`);

    this.addSql(
      `alter table "hotel_room_night" add constraint "hotel_room_night_room_type_id_foreign" foreign key ("room_type_id") references "hotel_room_type" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "hotel_room_night" cascade;`);

    this.addSql(`alter table "hotel_room_type" drop column "active";`);
  }
}
