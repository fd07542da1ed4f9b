import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { HotelRoomType } from '../bookings/inventory.entity.js';

/**
 * A hotel's calendar for one room type and night: a nightly rate that replaces the room type's price, the
 * minimum stay of arrivals that night, and whether the night is closed. Closing also flags the night's inventory counter closed, so the booking
 * service's guarded claim refuses it (inventory_bucket is the one truth of what is free).
 */
@Entity({ tableName: 'hotel_room_night' })
@Unique({ properties: ['roomType', 'night'] })
export class RoomNight {
  [OptionalProps]?: 'closed' | 'priceMinor' | 'minStay';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => HotelRoomType, { fieldName: 'room_type_id', deleteRule: 'cascade' })
  roomType!: HotelRoomType;

  /** The night's date (YYYY-MM-DD), local to the hotel. */
  @Property({ type: 'date', columnType: 'date' })
  night!: string;

  /** The rate of that night in minor units; null keeps the room type's price. */
  @Property({ type: 'integer', nullable: true })
  priceMinor: number | null = null;

  @Property({ type: 'boolean', default: false })
  closed: boolean = false;

  /** A stay arriving this night is at least this many nights; null: no minimum. */
  @Property({ type: 'integer', nullable: true })
  minStay: number | null = null;
}
