// A hotel's house rules as travellers read them (issue 28): when check-in opens and closes, when guests leave,
// whether children (from what age) and pets are welcome. Stored as columns of the hotel; its manager sets them.
import { Directive, Field, Int, ObjectType } from 'type-graphql';
import { INHERIT_CACHE } from '../../../graphql/cache-control.js';
import type { Hotel } from './hotel.entity.js';

export const policyColumns = ['checkInFrom', 'checkInUntil', 'checkOutUntil', 'childrenAllowed', 'childrenMinAge', 'petsAllowed'] as const;

export type PolicyColumns = Pick<Hotel, (typeof policyColumns)[number]>;

@ObjectType({ description: "A hotel's house rules: check-in and check-out times, children and pets" })
@Directive(INHERIT_CACHE)
export class HotelPolicies {
  @Field({ description: 'Check-in opens at this time, HH:MM on the hotel’s clock' })
  checkInFrom!: string;

  @Field(() => String, { nullable: true, description: 'The latest check-in, HH:MM; null: at any time' })
  checkInUntil!: string | null;

  @Field({ description: 'Guests leave their rooms by this time, HH:MM' })
  checkOutUntil!: string;

  @Field({ description: 'Whether children may stay' })
  childrenAllowed!: boolean;

  @Field(() => Int, { nullable: true, description: 'With children allowed, the youngest age welcome; null: any age' })
  childrenMinAge!: number | null;

  @Field({ description: 'Whether pets may stay' })
  petsAllowed!: boolean;
}

export const policiesOf = (hotel: PolicyColumns): HotelPolicies =>
  Object.assign(new HotelPolicies(), Object.fromEntries(policyColumns.map((column) => [column, hotel[column]])));
