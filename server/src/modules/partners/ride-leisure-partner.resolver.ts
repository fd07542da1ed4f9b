import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { ApiContext } from '../../http/api-context.js';
import { commandOf, parseArgs } from '../../graphql/arguments.js';
import { MutationPayload, payloadOf } from '../../graphql/user-error.js';
import { LeisureVenue } from '../listings/leisure/leisure.entity.js';
import { LeisureType } from '../listings/leisure/leisure.enums.js';
import { TransportService, Vehicle } from '../listings/transport/transport.entity.js';
import { TransportStatus, TransportType } from '../listings/transport/transport.enums.js';
import { Role } from '../users/role.js';
import { NumberedPage } from '../../graphql/connection.js';
import { leisurePartnerSchemas } from './leisure-partner.service.js';
import { OwnListingInput, given } from './partner.types.js';
import { transportPartnerSchemas } from './transport-partner.service.js';

@ObjectType({ description: "The transport business's own services" })
export class PartnerRidePage extends NumberedPage(TransportService) {}

@ObjectType({ description: "The leisure manager's own venues" })
export class PartnerLeisurePage extends NumberedPage(LeisureVenue) {}

@InputType({ description: 'A transport service as its business describes it; price in US dollars a day' })
export class RideInput extends OwnListingInput {
  @Field(() => TransportType, { nullable: true, description: 'The kind of ride' })
  type?: TransportType | null;

  @Field(() => Number, { nullable: true, description: 'Price per day (major units)' })
  pricePerDay?: number | null;

  @Field(() => TransportStatus, { nullable: true, description: 'Whether travellers can book it' })
  status?: TransportStatus | null;
}

@InputType({ description: 'A vehicle of a ride' })
export class VehicleInput {
  @Field(() => String, { nullable: true, description: 'Make and model' })
  model?: string | null;

  @Field(() => Int, { nullable: true, description: 'Passenger seats' })
  seats?: number | null;

  @Field(() => String, { nullable: true, description: 'Number plate' })
  plate?: string | null;
}

@InputType({ description: 'A leisure venue as its manager describes it; entry price in US dollars per person' })
export class LeisureVenueInput extends OwnListingInput {
  @Field(() => LeisureType, { nullable: true, description: 'The kind of venue' })
  type?: LeisureType | null;

  @Field(() => String, { nullable: true, description: 'HH:MM' })
  openTime?: string | null;

  @Field(() => String, { nullable: true, description: 'HH:MM; earlier than openTime means after midnight' })
  closeTime?: string | null;

  @Field(() => [String], { nullable: true, description: 'The DJs or acts playing' })
  djs?: string[] | null;

  @Field(() => Int, { nullable: true, description: '1 to 4' })
  priceLevel?: number | null;

  @Field(() => Number, { nullable: true, description: 'Entry price (major units)' })
  entryPrice?: number | null;

  @Field(() => Int, { nullable: true, description: 'Guests a night' })
  capacity?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether travellers can find and book it' })
  active?: boolean | null;
}

@ObjectType({ description: 'The ride as saved' })
export class RidePayload extends MutationPayload {
  @Field(() => TransportService, { nullable: true, description: 'The ride' })
  ride?: TransportService | null;
}

@ObjectType({ description: 'The vehicle as saved' })
export class VehiclePayload extends MutationPayload {
  @Field(() => Vehicle, { nullable: true, description: 'The vehicle' })
  vehicle?: Vehicle | null;
}

@InputType({ description: 'Days of a vehicle to block (maintenance, the driver away) or open again' })
export class VehicleDaysInput {
  @Field(() => String, { nullable: true, description: 'First day, YYYY-MM-DD, today or later' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Last day, YYYY-MM-DD, included' })
  to?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'True blocks the days; false opens them again' })
  blocked?: boolean | null;
}

@ObjectType({ description: 'One day of one vehicle as its business sees it: hired, blocked or free' })
export class VehicleDay {
  @Field(() => ID, { description: 'The vehicle' })
  vehicleId!: number;

  @Field({ description: 'YYYY-MM-DD' })
  date!: string;

  @Field({ description: 'Blocked by the business: nobody can hire the vehicle that day' })
  blocked!: boolean;

  @Field(() => String, { nullable: true, description: 'The reference of the booking that hires the vehicle that day' })
  reference?: string | null;
}

@ObjectType({ description: "The vehicle's days after a change" })
export class VehicleDaysPayload extends MutationPayload {
  @Field(() => [VehicleDay], { nullable: true, description: 'Each day of the range asked for' })
  days?: VehicleDay[] | null;
}

@ObjectType({ description: 'The venue as saved' })
export class LeisureVenuePayload extends MutationPayload {
  @Field(() => LeisureVenue, { nullable: true, description: 'The venue' })
  venue?: LeisureVenue | null;
}

const TRANSPORT = [Role.TRANSPORT_BUSINESS];
const LEISURE = [Role.LEISURE_MANAGER];

/** The transport and leisure dashboards, over their partner services. */
@Resolver()
export class RideLeisurePartnerResolver {
  @Authorized(TRANSPORT)
  @Query(() => PartnerRidePage, { description: 'The viewer’s own transport services (their fleets through `vehicles`)' })
  partnerRides(
    @Arg('q', () => String, { nullable: true, description: 'Words to find in the name' }) q: string | null,
    @Arg('page', () => Int, { nullable: true, description: 'The page, from 1' }) page: number | null,
    @Ctx() ctx: ApiContext,
  ) {
    return ctx.services.transportPartners.services(ctx, parseArgs(transportPartnerSchemas.list, given({ q, page, size: null })));
  }

  @Authorized(TRANSPORT)
  @Mutation(() => RidePayload, { description: 'A new transport service of the business’s (name, city, type, price a day); its fleet comes next' })
  rideCreate(@Arg('input', { description: 'The details of what is added' }) input: RideInput, @Ctx() ctx: ApiContext) {
    return payloadOf(RidePayload, async () => ({
      ride: await ctx.services.transportPartners.serviceCreate(ctx, commandOf(transportPartnerSchemas.serviceCreate, given(input))),
    }));
  }

  @Authorized(TRANSPORT)
  @Mutation(() => RidePayload, { description: 'Changes one of your transport services' })
  rideUpdate(
    @Arg('id', () => ID, { description: 'Your transport service' }) id: string,
    @Arg('input', { description: 'What changes; fields left out stay as they are' }) input: RideInput,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(RidePayload, async () => ({
      ride: await ctx.services.transportPartners.serviceUpdate(ctx, id, commandOf(transportPartnerSchemas.serviceUpdate, given(input))),
    }));
  }

  @Authorized(TRANSPORT)
  @Mutation(() => VehiclePayload, { description: 'Adds a vehicle to one of your transport services' })
  vehicleAdd(
    @Arg('serviceId', () => ID, { description: 'Your transport service' }) serviceId: string,
    @Arg('input', { description: 'The details of what is added' }) input: VehicleInput,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(VehiclePayload, async () => ({
      vehicle: await ctx.services.transportPartners.vehicleAdd(ctx, serviceId, commandOf(transportPartnerSchemas.vehicleAdd, given(input))),
    }));
  }

  @Authorized(TRANSPORT)
  @Mutation(() => VehiclePayload, { description: 'Changes a vehicle: model, seats, plate' })
  vehicleUpdate(
    @Arg('id', () => ID, { description: 'The vehicle, of one of your transport services' }) id: string,
    @Arg('input', { description: 'What changes; fields left out stay as they are' }) input: VehicleInput,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(VehiclePayload, async () => ({
      vehicle: await ctx.services.transportPartners.vehicleUpdate(ctx, id, commandOf(transportPartnerSchemas.vehicleUpdate, given(input))),
    }));
  }

  @Authorized(TRANSPORT)
  @Mutation(() => VehiclePayload, { description: 'Removes a vehicle with no hire to come' })
  vehicleRemove(@Arg('id', () => ID, { description: 'The vehicle, of one of your transport services' }) id: string, @Ctx() ctx: ApiContext) {
    return payloadOf(VehiclePayload, async () => ({ vehicle: await ctx.services.transportPartners.vehicleRemove(ctx, id) }));
  }

  @Authorized(TRANSPORT)
  @Query(() => [VehicleDay], { description: 'Each vehicle of one of your services, day by day: hired (by which booking), blocked or free' })
  partnerFleetDays(
    @Arg('serviceId', () => ID, { description: 'Your transport service' }) serviceId: string,
    @Arg('from', () => String, { description: 'First day, YYYY-MM-DD' }) from: string,
    @Arg('days', () => Int, { description: 'How many days, 1 to 62' }) days: number,
    @Ctx() ctx: ApiContext,
  ) {
    return ctx.services.transportPartners.fleetDays(ctx, parseArgs(transportPartnerSchemas.fleetDays, { serviceId, from, days }));
  }

  @Authorized(TRANSPORT)
  @Mutation(() => VehicleDaysPayload, { description: 'Blocks days of a vehicle (none can hire it then) or opens them again' })
  vehicleDaysSet(
    @Arg('vehicleId', () => ID, { description: 'The vehicle, of one of your transport services' }) vehicleId: string,
    @Arg('input', { description: 'The days and whether they are blocked' }) input: VehicleDaysInput,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(VehicleDaysPayload, async () => ({
      days: await ctx.services.transportPartners.vehicleDays(ctx, vehicleId, commandOf(transportPartnerSchemas.vehicleDays, given(input))),
    }));
  }

  @Authorized(LEISURE)
  @Query(() => PartnerLeisurePage, { description: 'The viewer’s own leisure venues' })
  partnerLeisureVenues(
    @Arg('q', () => String, { nullable: true, description: 'Words to find in the name' }) q: string | null,
    @Arg('page', () => Int, { nullable: true, description: 'The page, from 1' }) page: number | null,
    @Ctx() ctx: ApiContext,
  ) {
    return ctx.services.leisurePartners.venues(ctx, parseArgs(leisurePartnerSchemas.list, given({ q, page, size: null })));
  }

  @Authorized(LEISURE)
  @Mutation(() => LeisureVenuePayload, { description: 'A new venue of the manager’s: name, city, type, hours, entry price and places a night' })
  leisureVenueCreate(@Arg('input', { description: 'The details of what is added' }) input: LeisureVenueInput, @Ctx() ctx: ApiContext) {
    return payloadOf(LeisureVenuePayload, async () => ({
      venue: await ctx.services.leisurePartners.venueCreate(ctx, commandOf(leisurePartnerSchemas.venueCreate, given(input))),
    }));
  }

  @Authorized(LEISURE)
  @Mutation(() => LeisureVenuePayload, { description: 'Changes one of your venues: name, description, type, opening hours, DJs, prices' })
  leisureVenueUpdate(
    @Arg('id', () => ID, { description: 'Your venue' }) id: string,
    @Arg('input', { description: 'What changes; fields left out stay as they are' }) input: LeisureVenueInput,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(LeisureVenuePayload, async () => ({
      venue: await ctx.services.leisurePartners.venueUpdate(ctx, id, commandOf(leisurePartnerSchemas.venueUpdate, given(input))),
    }));
  }
}
