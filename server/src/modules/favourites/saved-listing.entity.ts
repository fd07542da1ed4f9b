import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { BookingType } from '../bookings/booking.entity.js';
import { User } from '../users/user.entity.js';

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
  [OptionalProps]?: 'addedAt';

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
}
