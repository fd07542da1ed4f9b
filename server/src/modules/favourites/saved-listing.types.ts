import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { MutationPayload } from '../../graphql/user-error.js';
import { BookingType } from '../bookings/booking.entity.js';
import { SavedListing } from './saved-listing.entity.js';

@InputType({ description: 'A listing by type and id (spec §3 cart item: type, id)' })
export class SavedItemInput {
  @Field(() => BookingType)
  type!: BookingType;

  @Field(() => ID)
  listingId!: string;
}

@InputType({ description: 'What the browser kept before sign-in' })
export class SavedListingsMergeInput {
  @Field(() => [SavedItemInput], { defaultValue: [] })
  favourites!: SavedItemInput[];

  @Field(() => [SavedItemInput], { defaultValue: [] })
  cart!: SavedItemInput[];
}

@ObjectType()
export class SavedListingsPayload extends MutationPayload {
  @Field(() => [SavedListing], { nullable: true })
  favourites?: SavedListing[] | null;

  @Field(() => [SavedListing], { nullable: true })
  cart?: SavedListing[] | null;
}
