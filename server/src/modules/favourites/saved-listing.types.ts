import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { MutationPayload } from '../../graphql/user-error.js';
import { BookingType } from '../bookings/booking.entity.js';
import { PreOrderLineInput } from '../bookings/booking-request.types.js';
import { SavedListing } from './saved-listing.entity.js';

@InputType({ description: 'What the traveller chose for a cart item: only the fields its kind asks for; prices are never sent' })
export class CartItemPlanInput {
  @Field(() => String, { nullable: true, description: "Check-in, a tour's departure, a table's date or a pickup date: YYYY-MM-DD" })
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'Check-out or return date: YYYY-MM-DD' })
  endDate?: string | null;

  @Field(() => String, { nullable: true, description: "A table's time: HH:MM" })
  time?: string | null;

  @Field(() => Int, { nullable: true, description: 'Guests, travellers, party size or passengers: 1 to 12' })
  party?: number | null;

  @Field(() => Int, { nullable: true, description: "A hotel's rooms: 1 to 12" })
  rooms?: number | null;

  @Field(() => ID, { nullable: true, description: 'A restaurant table of the floor plan; none: the smallest free one that fits' })
  tableId?: string | null;

  @Field(() => [PreOrderLineInput], { nullable: true, description: "Dishes and drinks pre-ordered with a restaurant's table" })
  preOrder?: PreOrderLineInput[] | null;

  @Field(() => [String], { nullable: true, description: "A tour's add-on ids" })
  addOns?: string[] | null;
}

@InputType({ description: 'A listing by type and id (spec §3 cart item: type, id)' })
export class SavedItemInput {
  @Field(() => BookingType)
  type!: BookingType;

  @Field(() => ID)
  listingId!: string;

  @Field(() => CartItemPlanInput, {
    nullable: true,
    description: 'Cart only: what the traveller chose for it (the favourites keep none); given again, it replaces the one kept',
  })
  plan?: CartItemPlanInput | null;
}

@InputType({ description: 'What the browser kept before sign-in' })
export class SavedListingsMergeInput {
  @Field(() => [SavedItemInput], { defaultValue: [] })
  favourites!: SavedItemInput[];

  @Field(() => [SavedItemInput], { defaultValue: [], description: "The browser's cart with each item's plan; a plan given wins over the account's" })
  cart!: SavedItemInput[];
}

@ObjectType()
export class SavedListingsPayload extends MutationPayload {
  @Field(() => [SavedListing], { nullable: true })
  favourites?: SavedListing[] | null;

  @Field(() => [SavedListing], { nullable: true })
  cart?: SavedListing[] | null;
}
