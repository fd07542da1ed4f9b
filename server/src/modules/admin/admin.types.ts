// GraphQL types of the admin back office: listings of any kind as one shape, pages, inputs and payloads.
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { NumberedPage } from '../../graphql/connection.js';
import { MutationPayload } from '../../graphql/user-error.js';
import { Booking, BookingStatus, BookingType } from '../bookings/booking.entity.js';
import { Money } from '../listings/money.js';
import { Role } from '../users/role.js';
import { User } from '../users/user.entity.js';
import { AdminListingKind, type ListingFields } from './admin-listing-kinds.js';

registerEnumType(AdminListingKind, { name: 'AdminListingKind', description: 'The listing kinds of the admin back office' });

@ObjectType({ description: 'A listing of any kind as the back office sees it, active or not' })
export class AdminListing {
  @Field(() => ID)
  id!: number;

  @Field(() => AdminListingKind)
  kind!: AdminListingKind;

  @Field()
  name!: string;

  @Field()
  description!: string;

  @Field({ description: 'ISO code' })
  countryCode!: string;

  @Field(() => ID)
  cityId!: number;

  @Field()
  cityName!: string;

  @Field({ description: 'Path below the API base' })
  imagePath!: string;

  @Field({ description: 'Shown to travellers and bookable' })
  active!: boolean;

  @Field({ description: "The kind's type: hotel type, tour category, cuisine, leisure or transport type" })
  type!: string;

  @Field(() => Money, { description: 'Per night, per person, average spend, entry or per day, by kind' })
  price!: Money;

  @Field(() => Float, { nullable: true, description: "A hotel's star rating, 0 to 5 with one decimal; null for the other kinds" })
  stars!: number | null;

  @Field(() => User, { description: 'The partner who manages it' })
  owner!: User;

  @Field()
  createdAt!: Date;
}

@ObjectType()
export class AdminListingPage extends NumberedPage(AdminListing, 'size') {}

@ObjectType()
export class AdminUserPage extends NumberedPage(User, 'size') {}

@ObjectType()
export class AdminBookingPage extends NumberedPage(Booking, 'size') {}

@InputType({ description: 'Filters of the content lists' })
export class AdminListingFilterInput {
  @Field(() => String, { nullable: true, description: 'Words in the name' })
  q?: string | null;

  @Field(() => Boolean, { nullable: true })
  active?: boolean | null;

  @Field(() => ID, { nullable: true })
  ownerId?: string | null;

  @Field(() => Int, { nullable: true })
  page?: number | null;

  @Field(() => Int, { nullable: true, description: '1 to 100 (default 30)' })
  size?: number | null;
}

@InputType({ description: "A listing's fields; on create the shared ones and the kind's own are required" })
export class AdminListingInput implements ListingFields {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO code or name' })
  countryCode?: string | null;

  @Field(() => ID, { nullable: true })
  cityId?: string | null;

  @Field(() => ID, { nullable: true, description: "An account with the kind's partner role" })
  ownerId?: string | null;

  @Field(() => Float, { nullable: true, description: 'US dollars' })
  price?: number | null;

  @Field(() => String, { nullable: true })
  imagePath?: string | null;

  @Field(() => String, { nullable: true, description: 'Hotel type, tour category, cuisine, leisure or transport type' })
  type?: string | null;

  @Field(() => Float, { nullable: true, description: 'Hotels: 0 to 5' })
  stars?: number | null;

  @Field(() => Int, { nullable: true, description: 'Tours' })
  durationDays?: number | null;

  @Field(() => Int, { nullable: true, description: 'Leisure' })
  capacity?: number | null;

  @Field(() => Int, { nullable: true, description: 'Leisure: 1 to 4' })
  priceLevel?: number | null;

  @Field(() => String, { nullable: true, description: 'Leisure: HH:MM' })
  openTime?: string | null;

  @Field(() => String, { nullable: true, description: 'Leisure: HH:MM' })
  closeTime?: string | null;
}

@InputType()
export class AdminPeopleFilterInput {
  @Field(() => String, { nullable: true, description: 'Words in the e-mail, username or name' })
  q?: string | null;

  @Field(() => Role, { nullable: true })
  role?: Role | null;

  @Field(() => Boolean, { nullable: true })
  verified?: boolean | null;

  @Field(() => Int, { nullable: true })
  page?: number | null;

  @Field(() => Int, { nullable: true })
  size?: number | null;
}

@InputType()
export class AdminBookingFilterInput {
  @Field(() => String, { nullable: true, description: 'Reference, e-mail, contact or listing name' })
  q?: string | null;

  @Field(() => BookingStatus, { nullable: true })
  status?: BookingStatus | null;

  @Field(() => BookingType, { nullable: true })
  service?: BookingType | null;

  @Field(() => String, { nullable: true, description: 'Starts on or after (YYYY-MM-DD)' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Starts on or before (YYYY-MM-DD)' })
  to?: string | null;

  @Field(() => Int, { nullable: true })
  page?: number | null;

  @Field(() => Int, { nullable: true })
  size?: number | null;
}

@InputType({ description: 'An account made from the back office' })
export class AdminAccountInput {
  @Field()
  email!: string;

  @Field(() => String, { nullable: true, description: 'Required for a new account: 8 characters or more' })
  password?: string | null;

  @Field(() => String, { nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  lastName?: string | null;

  @Field(() => Boolean, { nullable: true })
  verified?: boolean | null;
}

@InputType({ description: 'A partner account an admin opens: the invitee chooses a password from the e-mail' })
export class AdminPartnerInviteInput {
  @Field({ description: 'Where the invitation goes; it becomes the sign-in e-mail' })
  email!: string;

  @Field(() => String, { nullable: true, description: "The partner's first name" })
  firstName?: string | null;

  @Field(() => String, { nullable: true, description: "The partner's last name" })
  lastName?: string | null;

  @Field(() => Role, { description: 'A partner role: hotel, restaurant, tour, transport or leisure' })
  role!: Role;
}

@InputType()
export class AdminBookingCancelInput {
  @Field(() => ID)
  bookingId!: string;

  @Field({ description: 'Why: kept with the booking and in the audit log' })
  reason!: string;

  @Field(() => Boolean, { nullable: true, description: 'Refund what was paid in full, whatever the policy says' })
  override?: boolean | null;
}

@ObjectType()
export class AdminListingPayload extends MutationPayload {
  @Field(() => AdminListing, { nullable: true })
  listing?: AdminListing | null;
}

@ObjectType()
export class AdminListingDeletePayload extends MutationPayload {
  @Field(() => ID, { nullable: true })
  deletedId?: number | null;
}

@ObjectType()
export class AdminUserPayload extends MutationPayload {
  @Field(() => User, { nullable: true })
  user?: User | null;
}

@ObjectType({ description: 'What deleting an account did' })
export class AdminUserDeletePayload extends MutationPayload {
  @Field(() => ID, { nullable: true, description: 'The deleted account: it can no longer sign in and no back-office list shows it' })
  deletedUserId?: string | null;

  @Field(() => Int, { nullable: true, description: "Its bookings kept for partners' and accounting records, with the contact details anonymised" })
  keptBookings?: number | null;
}

@ObjectType()
export class AdminUsersPayload extends MutationPayload {
  @Field(() => [User], { nullable: true })
  users?: User[] | null;
}

@ObjectType()
export class AdminBookingCancelPayload extends MutationPayload {
  @Field(() => Booking, { nullable: true })
  booking?: Booking | null;

  @Field(() => Money, { nullable: true, description: 'What went back to the traveller' })
  refund?: Money | null;

  @Field(() => Money, { nullable: true, description: 'What the policy alone would have refunded' })
  policyRefund?: Money | null;
}
