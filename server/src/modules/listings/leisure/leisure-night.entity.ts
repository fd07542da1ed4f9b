import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { LeisureVenue } from './leisure.entity.js';

/**
 * One night of a venue set apart by its manager: other places than the usual capacity, or closed. The night's
 * inventory counter follows it (leisure-nights.ts), so the guarded claim is what refuses a booking past it.
 */
@Entity({ tableName: 'leisure_night' })
@Unique({ properties: ['venue', 'night'] })
@Check({ name: 'leisure_night_capacity_check', expression: 'capacity is null or capacity >= 0' })
export class LeisureNight {
  [OptionalProps]?: 'capacity' | 'closed';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => LeisureVenue, { fieldName: 'venue_id', deleteRule: 'cascade' })
  venue!: LeisureVenue;

  /** The evening's date (YYYY-MM-DD), local to the venue. */
  @Property({ type: 'date', columnType: 'date' })
  night!: string;

  /** Places that night instead of the venue's usual capacity; null keeps the usual one. */
  @Property({ type: 'integer', nullable: true })
  capacity: number | null = null;

  @Property({ type: 'boolean', default: false })
  closed: boolean = false;
}
