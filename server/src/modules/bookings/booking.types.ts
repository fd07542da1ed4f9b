// GraphQL inputs and payloads of the booking mutations. Dates travel as YYYY-MM-DD strings and required form
// fields are nullable here, so that a missing or past date comes back as a userError with the spec's words.
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MutationPayload } from '../../graphql/user-error.js';
import { Money } from '../listings/money.js';
import { Booking } from './booking.entity.js';
import { BookingLifecycle } from './booking-lifecycle.js';
import { LoyaltyEntry } from './loyalty.entity.js';
import { PaymentMethod } from './payments.js';
import { type PriceLine, PriceLineKind } from './booking-pricing.js';

export { HotelStayInput, LeisureReservationInput, RideHireInput, TableReservationInput, TourPlacesInput } from './booking-request.types.js';

registerEnumType(PaymentMethod, {
  name: 'PaymentMethod',
  description: 'PAY_AT_VENUE (unpaid until the day), TEST_CARD, or mobile money (MPESA, MTN_MOMO: a prompt on the phone, confirmed when paid)',
  valuesConfig: {
    PAY_AT_VENUE: { description: 'Paid at the hotel, restaurant or venue' },
    TEST_CARD: { description: 'A test card (outside production)' },
    MPESA: { description: 'M-Pesa mobile money' },
    MTN_MOMO: { description: 'MTN Mobile Money' },
  },
});
registerEnumType(BookingLifecycle, {
  name: 'BookingLifecycle',
  description: 'Spec §4 statuses: confirmed → upcoming → completed as dates pass',
  valuesConfig: {
    HELD: { description: 'Held while payment is awaited' },
    CONFIRMED: { description: 'Confirmed, and its dates are not near yet' },
    UPCOMING: { description: 'Confirmed and starting soon' },
    COMPLETED: { description: 'Its dates have passed' },
    CANCELLED: { description: 'Cancelled' },
  },
});

@InputType({ description: 'Who to confirm to; a signed-in traveller may leave it out (the account is used)' })
export class BookingContactInput {
  @Field(() => String, { nullable: true, description: "The traveller's name" })
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'Required for guests: with the reference it opens the booking' })
  email?: string | null;

  @Field(() => String, { nullable: true, description: "The traveller's phone number" })
  phone?: string | null;
}

/** What to book: the contact, and one kind's request under the kind's input field (graphql/schema.ts declares those). */
@InputType({ description: 'What to book: exactly one of hotel, tour, restaurant, leisure, ride' })
export class BookingHoldInput {
  @Field({ description: 'A fresh UUID per booking attempt: a retry with it returns the first result' })
  idempotencyKey!: string;

  @Field(() => BookingContactInput, { nullable: true, description: 'Who the booking is for; a signed-in traveller may leave it out' })
  contact?: BookingContactInput | null;
}

@InputType({ description: 'TEST_CARD: any valid number pays (4242 4242 4242 4242); 4000 0000 0000 0002 is declined' })
export class PaymentInput {
  @Field(() => PaymentMethod, { defaultValue: PaymentMethod.PAY_AT_VENUE })
  method!: PaymentMethod;

  @Field(() => String, { nullable: true })
  cardNumber?: string | null;

  @Field(() => String, { nullable: true, description: 'MPESA and MTN_MOMO: the number the payment prompt goes to' })
  phone?: string | null;
}

@InputType({ description: 'Hold, pay and confirm in one step' })
export class BookingCreateInput extends BookingHoldInput {
  @Field(() => PaymentInput, { nullable: true, description: 'Default: pay at the venue' })
  payment?: PaymentInput | null;
}

@InputType()
export class BookingConfirmInput {
  @Field()
  idempotencyKey!: string;

  @Field()
  reference!: string;

  @Field(() => String, { nullable: true, description: 'Guests: the e-mail of the booking' })
  email?: string | null;

  @Field(() => PaymentInput, { nullable: true, description: 'Default: pay at the venue' })
  payment?: PaymentInput | null;
}

@InputType()
export class BookingReleaseHoldInput {
  @Field()
  reference!: string;

  @Field(() => String, { nullable: true, description: 'Guests: the e-mail of the booking' })
  email?: string | null;
}

registerEnumType(PriceLineKind, {
  name: 'PriceLineKind',
  description: "What a line of a price is for: nights of a room type, places, an add-on, a vehicle's days, a pre-order, taxes and fees",
  valuesConfig: {
    ROOM_NIGHTS: { description: 'A room type for some nights at one nightly rate: rooms × nights × rate' },
    PER_PERSON: { description: 'Places on a tour, covers at a table or entries for the evening: people × price per person' },
    ADD_ON: { description: 'A tour add-on, priced per person' },
    VEHICLE_DAYS: { description: 'A vehicle hired for some days: vehicles × days × daily rate' },
    PRE_ORDER: { description: 'A dish or drink ordered ahead with a table: quantity × its price' },
    RESERVATION: { description: 'A table reserved without a pre-order: the flat reservation charge of 50' },
    TAXES_AND_FEES: { description: 'Taxes and fees: 10 % of the lines before it' },
    BOOKED: { description: 'A booking made before its lines were kept: its total as one line' },
  },
});

@ObjectType({ description: 'One line of what a booking charges; the lines of a booking add up to its total exactly' })
export class PriceLineItem {
  @Field(() => PriceLineKind, { description: 'What the line is for' })
  kind!: PriceLineKind;

  @Field({ description: 'The room type, tour, add-on, vehicle, venue or dish as its partner named it' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'A stable id to translate the name by (a tour add-on: photo, spa, ...)' })
  code!: string | null;

  @Field(() => Int, { description: 'Rooms, people or vehicles' })
  quantity!: number;

  @Field(() => Int, { description: 'Nights (ROOM_NIGHTS) or days (VEHICLE_DAYS) it repeats for; 1 otherwise' })
  per!: number;

  @Field(() => Money, { description: 'Price of one (a night, a person, a day); for TAXES_AND_FEES, the amount' })
  unitPrice!: Money;

  @Field(() => Int, { nullable: true, description: 'TAXES_AND_FEES: the percent of the lines before it' })
  percent!: number | null;

  @Field(() => Money, { description: 'quantity × per × unitPrice' })
  amount!: Money;

  static of(line: PriceLine, currency: string, percent: number): PriceLineItem {
    return Object.assign(new PriceLineItem(), {
      kind: line.kind,
      name: line.name,
      code: line.code,
      quantity: line.quantity,
      per: line.per,
      unitPrice: Money.of(line.unitMinor, currency),
      percent: line.kind === PriceLineKind.TAXES_AND_FEES ? percent : null,
      amount: Money.of(line.amountMinor, currency),
    });
  }
}

@ObjectType({ description: 'The booking made, or why it was refused' })
export class BookingPayload extends MutationPayload {
  @Field(() => Booking, { nullable: true, description: 'The booking, as made' })
  booking?: Booking | null;
}

@ObjectType({ description: 'What was chosen, by type; fields that do not apply are null' })
export class BookingChoices {
  @Field(() => String, { nullable: true, description: 'The room type booked (hotels)' })
  roomType?: string | null;

  @Field(() => Int, { nullable: true, description: 'How many nights (hotels)' })
  nights?: number | null;

  @Field(() => [String], { nullable: true, description: 'The add-ons chosen (tours)' })
  addOns?: string[] | null;

  @Field(() => ID, { nullable: true, description: "The table's id (restaurants)" })
  tableId?: number | null;

  @Field(() => String, { nullable: true, description: 'The table booked (restaurants)' })
  table?: string | null;

  @Field(() => String, { nullable: true, description: 'The vehicle booked (rides)' })
  vehicle?: string | null;

  @Field(() => Int, { nullable: true, description: 'How many days (rides)' })
  days?: number | null;

  @Field(() => String, { nullable: true, description: 'Where the party would like to sit (restaurants)' })
  seatingPreference?: string | null;

  @Field(() => String, { nullable: true, description: 'The occasion, if any (restaurants)' })
  occasion?: string | null;

  @Field(() => String, { nullable: true, description: 'What the traveller asked for' })
  specialRequests?: string | null;
}

@InputType({ description: 'A signed-in traveller cancels by reference; a guest adds the e-mail of the booking' })
export class BookingCancelInput {
  @Field()
  reference!: string;

  @Field(() => String, { nullable: true })
  email?: string | null;
}

@ObjectType({ description: 'How a cancellation went under the policy of spec §9' })
export class BookingCancellation {
  @Field({ description: 'The policy rule applied, e.g. hotelStandard, tourDayTour, restaurantGroup' })
  policyCase!: string;

  @Field({ description: 'full, none or custom (the provider agrees group terms)' })
  outcome!: string;

  @Field({ description: 'inNotice, weather, lateNotice, nonRefundable or groupTerms' })
  reason!: string;

  @Field(() => Money, { description: 'Back to the original payment method within 5-10 business days' })
  refund!: Money;

  @Field({ description: 'When it was cancelled' })
  cancelledAt!: Date;
}

@ObjectType({ description: 'What cancelling now would give back under the policy of spec §9; nothing changes' })
export class BookingCancellationQuote {
  @Field({ description: 'The policy rule that applies, e.g. hotelStandard, tourDayTour, restaurantGroup' })
  policyCase!: string;

  @Field({ description: 'full, none or custom (the provider agrees group terms)' })
  outcome!: string;

  @Field({ description: 'inNotice, weather, lateNotice, nonRefundable or groupTerms' })
  reason!: string;

  @Field(() => Money, { description: 'What would go back to the original payment method' })
  refund!: Money;

  @Field(() => Int, { description: 'Loyalty points the cancellation would take back' })
  pointsReversed!: number;
}

@ObjectType({ description: "The viewer's loyalty points: 10% of every confirmed booking, a point per dollar" })
export class LoyaltyBalance {
  @Field(() => Int)
  points!: number;

  @Field(() => [LoyaltyEntry], { description: 'Newest first, the last 100' })
  entries!: LoyaltyEntry[];
}

@InputType({ description: 'What to change; fields left out stay as booked' })
export class BookingChangeInput {
  @Field(() => String, { nullable: true, description: 'New check-in, departure, reservation or pickup date' })
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'New check-out or return date (hotels, transport)' })
  endDate?: string | null;

  @Field(() => String, { nullable: true, description: 'New time, HH:MM (restaurants, leisure)' })
  time?: string | null;

  @Field(() => Int, { nullable: true })
  partySize?: number | null;

  @Field(() => Int, { nullable: true, description: 'Rooms (hotels)' })
  rooms?: number | null;
}

@InputType()
export class BookingModifyInput {
  @Field({ description: 'A retried request with the same key returns the first answer' })
  idempotencyKey!: string;

  @Field()
  reference!: string;

  @Field(() => String, { nullable: true, description: 'Guests: the e-mail of the booking' })
  email?: string | null;

  @Field(() => BookingChangeInput)
  change!: BookingChangeInput;
}

@InputType()
export class BookingModifyPreviewInput {
  @Field()
  reference!: string;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => BookingChangeInput)
  change!: BookingChangeInput;
}

@ObjectType({ description: 'A modification priced and tried against the inventory, before the traveller confirms it' })
export class BookingModificationQuote {
  @Field(() => Booking, { description: 'The booking as it is now' })
  booking!: Booking;

  @Field({ description: 'False when the inventory has no room for the change' })
  available!: boolean;

  @Field(() => Money)
  newTotal!: Money;

  @Field(() => Money, { description: 'The new total less the current one: charged when positive (paid bookings)' })
  difference!: Money;

  @Field(() => Money, {
    description: 'What goes back for the part given up (a reduction): what cancelling that part now would refund, under the booking’s terms',
  })
  refund!: Money;

  @Field({ description: 'The policy rule of the booking’s terms, e.g. hotelStandard, tourGorillaPermit, hotelGroup' })
  policyCase!: string;

  @Field({ description: 'For the part given up: full, none or custom (the provider agrees group terms)' })
  refundOutcome!: string;

  @Field({ description: 'inNotice, weather, lateNotice, nonRefundable or groupTerms' })
  refundReason!: string;

  @Field(() => Int, { description: 'Loyalty points gained (or lost when negative)' })
  pointsDifference!: number;

  @Field()
  startDate!: string;

  @Field()
  endDate!: string;

  @Field(() => String, { nullable: true })
  startTime?: string | null;

  @Field(() => Int)
  partySize!: number;

  @Field(() => Int)
  units!: number;
}

@InputType()
export class BookingGuestLinkInput {
  @Field()
  reference!: string;

  @Field()
  email!: string;
}

@ObjectType()
export class BookingGuestLinkPayload extends MutationPayload {
  @Field({ description: 'True for any well-formed request: whether the reference and e-mail matched is not told' })
  sent: boolean = false;
}

@ObjectType()
export class BookingGuestOpenPayload extends MutationPayload {
  @Field(() => Booking, { nullable: true })
  booking?: Booking | null;

  @Field(() => String, { nullable: true, description: 'Cancels this booking once (bookingGuestCancel), for 30 minutes' })
  actionToken?: string | null;
}

@ObjectType({ description: "A step of a booked tour's itinerary, dated from the departure" })
export class BookingItineraryStep {
  @Field(() => Int, { description: 'From 1' })
  position!: number;

  @Field({ description: 'What happens at this step' })
  title!: string;

  @Field({ description: 'More about the step' })
  description!: string;

  @Field(() => Int, {
    description: 'The day of the tour (from 1): the steps spread evenly over the booked days, the first on day 1 and the last on the last day',
  })
  day!: number;

  @Field({ description: 'YYYY-MM-DD: the departure plus day - 1' })
  date!: string;

  @Field({ description: "Ticked off by the booking's account (always false for others)" })
  completed!: boolean;
}

@InputType({ description: 'Ticks or unticks a step of one of the viewer’s tour bookings' })
export class BookingItineraryStepInput {
  @Field()
  reference!: string;

  @Field(() => Int)
  position!: number;

  @Field()
  completed!: boolean;
}
