import { Collection, OptionalProps, EntityName } from '@mikro-orm/core';
import { Check, Entity, Enum, ManyToOne, OneToMany, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';
import { INHERIT_CACHE, PUBLIC_LISTING_CACHE } from '../../../graphql/cache-control.js';
import { Listing, type ListingOptionalProps } from '../listing.entity.js';
import { ListingIndexes } from '../listing-indexes.js';
import { TransportStatus, TransportType } from './transport.enums.js';

/** A ride or vehicle-hire business (the web's "Rides"), priced per day; indexes as for every listing. */
@ObjectType({ description: 'A transport service: safari vehicles, city rides, group shuttles, motorcycles' })
@Directive(PUBLIC_LISTING_CACHE)
@Entity({ tableName: 'transport_service' })
@ListingIndexes({ table: 'transport_service', sorts: { price: '"price_per_day_minor"' }, price: 'price_per_day_minor', visible: `"status" = 'active'` })
export class TransportService extends Listing {
  declare [EntityName]?: 'TransportService';
  [OptionalProps]?: ListingOptionalProps | 'status';

  @Field(() => TransportType, { description: 'The kind of ride' })
  @Enum({ items: () => TransportType, nativeEnumName: 'transport_type' })
  type!: TransportType;

  @Property({ type: 'integer' })
  pricePerDayMinor!: number;

  @Field(() => TransportStatus, { description: 'Whether travellers can book it' })
  @Enum({ items: () => TransportStatus, nativeEnumName: 'transport_status', default: TransportStatus.ACTIVE })
  status: TransportStatus = TransportStatus.ACTIVE;

  @OneToMany(
    () => Vehicle,
    (vehicle) => vehicle.service,
    { orderBy: { id: 'asc' } },
  )
  vehicles = new Collection<Vehicle>(this);
}

/** A vehicle of a transport service's fleet. */
@ObjectType({ description: 'A vehicle in a fleet' })
@Directive(INHERIT_CACHE)
@Entity({ tableName: 'vehicle' })
@Unique({ properties: ['plate'] })
@Check({ name: 'vehicle_seats_check', expression: 'seats > 0' })
export class Vehicle {
  declare [EntityName]?: 'Vehicle';
  @Field(() => ID, { description: "The vehicle's id" })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => TransportService, { fieldName: 'transport_service_id', deleteRule: 'cascade', index: true })
  service!: TransportService;

  @Field({ description: 'Make and model' })
  @Property({ type: 'string' })
  model!: string;

  @Field(() => Int, { description: 'Passenger seats, driver excluded' })
  @Property({ type: 'integer' })
  seats!: number;

  @Field({ description: 'Registration plate' })
  @Property({ type: 'string' })
  plate!: string;
}
