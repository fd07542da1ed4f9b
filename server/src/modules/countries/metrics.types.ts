import { Directive, Field, Int, ObjectType } from 'type-graphql';
import { PUBLIC_LISTING_CACHE } from '../../graphql/cache-control.js';

/** The homepage figures of spec §2 and §3, counted from the database (see MetricsService for what each counts). */
@ObjectType({ description: 'Homepage figures: destinations, travelers, journeyers, support' })
@Directive(PUBLIC_LISTING_CACHE)
export class Metrics {
  @Field(() => Int, { description: 'Countries with listings (in a country: its cities with listings)' })
  destinations!: number;

  @Field(() => Int, { description: 'Traveller accounts (role user); in a country: those who live there' })
  travelers!: number;

  @Field(() => Int, { description: 'People on confirmed bookings of every kind (in a country: on its bookings)' })
  journeyers!: number;

  @Field({ description: 'Support hours, "24/7"' })
  support!: string;
}
