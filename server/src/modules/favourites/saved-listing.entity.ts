import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BookingType } from '../bookings/booking.entity.js';
import { User } from '../users/user.entity.js';
import type { CartPlan } from './cart-plan.js';

@ObjectType({ description: "One dish or drink of a cart item's pre-order" })
export class CartPlanPreOrderLine {
  @Field({ description: "The menu item's code (Restaurant.menu)" })
  code!: string;

  @Field(() => Int, { description: '1 to 20' })
  quantity!: number;
}

@ObjectType({ description: 'What the traveller chose for a cart item; priced only when the cart is checked out' })
export class CartItemPlan {
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
  tableId?: number | null;

  @Field(() => [CartPlanPreOrderLine], { nullable: true, description: "Dishes and drinks pre-ordered with a restaurant's table" })
  preOrder?: CartPlanPreOrderLine[] | null;

  @Field(() => [String], { nullable: true, description: "A tour's add-on ids" })
  addOns?: string[] | null;
}

export enum SavedList {
  FAVOURITES = 'favourites',
  CART = 'cart',
}

registerEnumType(SavedList, { name: 'SavedList' });

/** A listing in an account's favourites or cart: at most once per list (spec §3: no duplicates of type and id). */
@ObjectType({ description: 'A listing kept in the favourites or the cart' })
@Entity({ tableName: 'saved_listing' })
@Unique({ properties: ['user', 'list', 'listingType', 'listingId'] })
export class SavedListing {
  [OptionalProps]?: 'addedAt' | 'plan';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { fieldName: 'user_id', deleteRule: 'cascade' })
  user!: User;

  @Field(() => SavedList)
  @Enum({ items: () => SavedList, nativeEnumName: 'saved_list' })
  list!: SavedList;

  @Field(() => BookingType, { description: 'hotel, tour, restaurant, leisure or transport' })
  @Enum({ items: () => BookingType, nativeEnumName: 'booking_type' })
  listingType!: BookingType;

  @Field(() => ID)
  @Property({ type: 'integer' })
  listingId!: number;

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  addedAt: Date = new Date();

  @Field(() => CartItemPlan, {
    nullable: true,
    description: 'Cart items: what the traveller chose (dates, party, departure, table, pre-order); null when nothing yet',
  })
  @Property({ type: 'json', nullable: true })
  plan?: CartPlan | null;
}
