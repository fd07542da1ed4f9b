// GraphQL inputs and payload of the cart's checkout. An item carries one kind's booking request under the kind's
// input field (graphql/schema.ts declares those, as for BookingHoldInput).
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { MutationPayload } from '../../graphql/user-error.js';
import { Booking } from '../bookings/booking.entity.js';
import { BookingContactInput, PaymentInput } from '../bookings/booking.types.js';
import { Money } from '../listings/money.js';

@InputType({ description: 'One cart item as the traveller set it: exactly one of hotel, tour, restaurant, leisure, ride, with its dates and party' })
export class CartCheckoutItemInput {}

@InputType({ description: 'Holds every item of the cart for the review, or none' })
export class CartCheckoutHoldInput {
  @Field({ description: 'A fresh UUID per checkout attempt: a retry with it answers the same holds and books nothing twice' })
  idempotencyKey!: string;

  @Field(() => BookingContactInput, { nullable: true, description: 'Guests: who books; a signed-in traveller may leave it out' })
  contact?: BookingContactInput | null;

  @Field(() => [CartCheckoutItemInput], { description: '1 to 20 items, in the order the review shows them' })
  items!: CartCheckoutItemInput[];
}

@InputType({ description: "The reviewed cart's one payment: every held item confirmed, or none and nothing charged" })
export class CartCheckoutConfirmInput {
  @Field(() => [String], { description: 'The references cartCheckoutHold answered, in its order' })
  references!: string[];

  @Field(() => String, { nullable: true, description: 'Guests: the e-mail the items were held with' })
  email?: string | null;

  @Field(() => PaymentInput, { description: 'PAY_AT_VENUE or TEST_CARD: one payment for all the items' })
  payment!: PaymentInput;

  @Field({ description: 'The traveller accepted the terms and the cancellation policy' })
  termsAccepted!: boolean;
}

@ObjectType()
export class CartCheckoutPayload extends MutationPayload {
  @Field(() => [Booking], { description: 'One booking per item, in the items’ order (held, then confirmed); empty when none' })
  bookings: Booking[] = [];

  @Field(() => Money, { nullable: true, description: "The items' totals added up: the one amount charged, taxes and fees included" })
  total?: Money | null;

  @Field(() => Int, { nullable: true, description: 'The index of the item that could not be booked (its userError says why); null otherwise' })
  failedItem?: number | null;
}
