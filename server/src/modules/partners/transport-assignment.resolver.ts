import DataLoader from 'dataloader';
import { Arg, Authorized, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, ObjectType, Resolver, Root } from 'type-graphql';
import type { ApiContext } from '../../http/api-context.js';
import { commandOf } from '../../graphql/arguments.js';
import { payloadOf } from '../../graphql/user-error.js';
import { Booking, BookingType } from '../bookings/booking.entity.js';
import { Role } from '../users/role.js';
import { PartnerBookingPayload, given } from './partner.types.js';
import { transportAssign, transportAssignmentSchema } from './transport-assignment.js';
import { TransportAssignment } from './transport-assignment.entity.js';

@InputType({ description: 'The vehicle and driver of a hire, and where and when the traveller is picked up' })
export class TransportAssignmentInput {
  @Field(() => ID, { description: 'A vehicle of the hired service that seats the party' })
  vehicleId!: string;

  @Field({ description: "The driver's name, as the traveller will read it" })
  driverName!: string;

  @Field({ description: "The driver's phone number, with its country code (+254 712 345 678)" })
  driverPhone!: string;

  @Field(() => String, { nullable: true, description: 'HH:MM on the pickup day, on the listing country’s clock' })
  pickupTime?: string | null;

  @Field(() => String, { nullable: true, description: 'Where the traveller is picked up: a hotel, an airport, an address' })
  pickupPlace?: string | null;
}

@ObjectType({ description: 'The vehicle and driver assigned to a hire' })
export class TransportAssignmentView {
  @Field(() => ID, { nullable: true, description: 'The vehicle, while it is in the fleet' })
  vehicleId!: number | null;

  @Field(() => String, { nullable: true, description: 'Make and model' })
  vehicleModel!: string | null;

  @Field(() => String, { nullable: true, description: 'Registration plate' })
  vehiclePlate!: string | null;

  @Field(() => Int, { nullable: true, description: 'Passenger seats' })
  vehicleSeats!: number | null;

  @Field({ description: "The driver's name" })
  driverName!: string;

  @Field({ description: "The driver's phone number" })
  driverPhone!: string;

  @Field(() => String, { nullable: true, description: 'Pickup time, HH:MM, on the pickup day (the booking’s startDate)' })
  pickupTime!: string | null;

  @Field(() => String, { nullable: true, description: 'Where the traveller is picked up' })
  pickupPlace!: string | null;

  @Field({ description: 'When it was assigned or last changed' })
  assignedAt!: Date;
}

/** Per request, so nothing outlives what it read. */
const loadersByRequest = new WeakMap<ApiContext, DataLoader<string, TransportAssignment | null>>();

/** A hire's assignment; the hires of a page of bookings are read together, in one statement. */
function assignmentOf(ctx: ApiContext, bookingId: string): Promise<TransportAssignment | null> {
  let loader = loadersByRequest.get(ctx);
  if (!loader) {
    loader = new DataLoader<string, TransportAssignment | null>(async (ids) => {
      const found = await ctx.em.find(TransportAssignment, { booking: { $in: [...ids] } }, { populate: ['vehicle'] });
      const byBooking = new Map(found.map((assignment) => [assignment.booking.id, assignment]));
      return ids.map((id) => byBooking.get(id) ?? null);
    });
    loadersByRequest.set(ctx, loader);
  }
  return loader.load(bookingId);
}

/** A hire's vehicle and driver: the transport business sets them; the traveller and the business read them on the booking. */
@Resolver(() => Booking)
export class TransportAssignmentResolver {
  @Authorized(Role.TRANSPORT_BUSINESS)
  @Mutation(() => PartnerBookingPayload, {
    description: 'Assigns a vehicle and a driver to a confirmed hire of your service; the traveller is told by e-mail',
  })
  transportBookingAssign(
    @Arg('id', () => ID, { description: 'The booking, of one of your services' }) id: string,
    @Arg('input', () => TransportAssignmentInput, { description: 'The vehicle, the driver and the pickup' }) input: TransportAssignmentInput,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(PartnerBookingPayload, async () => ({
      booking: await transportAssign(ctx, ctx.services, id, commandOf(transportAssignmentSchema, given({ ...input }))),
    }));
  }

  @FieldResolver(() => TransportAssignmentView, {
    nullable: true,
    description: 'For a hire: the vehicle and driver the transport business assigned, null until it does',
  })
  async transportAssignment(@Root() booking: Booking, @Ctx() ctx: ApiContext): Promise<TransportAssignmentView | null> {
    if (booking.type !== BookingType.TRANSPORT) return null;
    const assignment = await assignmentOf(ctx, booking.id);
    if (!assignment) return null;
    const vehicle = assignment.vehicle ?? null;
    return {
      vehicleId: vehicle?.id ?? null,
      vehicleModel: vehicle?.model ?? null,
      vehiclePlate: vehicle?.plate ?? null,
      vehicleSeats: vehicle?.seats ?? null,
      driverName: assignment.driverName,
      driverPhone: assignment.driverPhone,
      pickupTime: assignment.pickupTime ?? null,
      pickupPlace: assignment.pickupPlace ?? null,
      assignedAt: assignment.assignedAt,
    };
  }
}
