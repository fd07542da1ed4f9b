// A campsite: pitches by the night. A listing kind that exists only in the tests, to show that a kind is one folder.
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Listing } from '../../../server/src/modules/listings/listing.entity.js';

@ObjectType({ description: 'A campsite (test-only kind)' })
@Entity({ tableName: 'campsite' })
export class Campsite extends Listing {
  @Field()
  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  @Property({ type: 'integer' })
  pricePerNightMinor!: number;

  @Field(() => Int)
  @Property({ type: 'integer' })
  pitches!: number;
}

@InputType({ description: 'Pitches at a campsite: price per night × pitches × nights' })
export class CampsiteStayInput {
  @Field(() => String)
  campsiteId!: string;

  @Field(() => String, { nullable: true })
  arrival?: string | null;

  @Field(() => String, { nullable: true })
  departure?: string | null;

  @Field(() => Int, { defaultValue: 1 })
  pitches!: number;

  @Field(() => Int, { defaultValue: 2 })
  campers!: number;
}

/** The kind's table and the enum values it adds, as its own migration would write them. */
export const campsiteDdl = [
  `alter type booking_type add value if not exists 'campsite'`,
  `alter type bucket_kind add value if not exists 'pitch_night'`,
  `alter type user_role add value if not exists 'campsite_host'`,
  `create table campsite (
    id serial primary key,
    owner_id uuid not null references app_user (id),
    country_code varchar(2) not null references country (code),
    city_id int not null references city (id),
    name varchar(255) not null,
    description text not null default '',
    currency varchar(3) not null default 'USD',
    image_path varchar(255) not null,
    popularity int not null default 0,
    search_text text not null,
    created_at timestamptz not null default now(),
    active boolean not null default true,
    price_per_night_minor int not null,
    pitches int not null)`,
];
