import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { ApiContext } from '../../http/api-context.js';
import { commandOf, parseArgs } from '../../graphql/arguments.js';
import { payloadOf } from '../../graphql/user-error.js';
import { LeisureEvent } from '../listings/leisure/leisure-event.entity.js';
import { Role } from '../users/role.js';
import { doorList, guestArrive, leisureDoorSchemas, nightSet } from './leisure-door.js';
import { eventCancel, eventCreate, eventUpdate, leisureEventSchemas, venueEvents } from './leisure-events.js';
import { DoorGuestPayload, DoorList, LeisureEventInput, LeisureEventPayload, VenueNightInput, VenueNightPayload } from './leisure-tools.types.js';
import { given } from './partner.types.js';

const LEISURE = [Role.LEISURE_MANAGER];

/** The leisure manager's nights, events and door. */
@Resolver()
export class LeisureToolsResolver {
  @Authorized(LEISURE)
  @Query(() => [LeisureEvent], { description: 'The events of one of your venues from today on, cancelled ones too, by date' })
  partnerLeisureEvents(@Arg('venueId', () => ID, { description: 'Your venue' }) venueId: string, @Ctx() ctx: ApiContext) {
    return venueEvents(ctx, venueId);
  }

  @Authorized(LEISURE)
  @Mutation(() => LeisureEventPayload, { description: 'A new event at one of your venues: name, date, start, places and price per person' })
  leisureEventCreate(
    @Arg('venueId', () => ID, { description: 'Your venue' }) venueId: string,
    @Arg('input', { description: 'The event' }) input: LeisureEventInput,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(LeisureEventPayload, async () => ({ event: await eventCreate(ctx, venueId, commandOf(leisureEventSchemas.create, given(input))) }));
  }

  @Authorized(LEISURE)
  @Mutation(() => LeisureEventPayload, { description: 'Changes one of your events; its date and start stay once guests booked' })
  leisureEventUpdate(
    @Arg('id', () => ID, { description: 'Your event' }) id: string,
    @Arg('input', { description: 'What changes; fields left out stay as they are' }) input: LeisureEventInput,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(LeisureEventPayload, async () => ({ event: await eventUpdate(ctx, id, commandOf(leisureEventSchemas.update, given(input))) }));
  }

  @Authorized(LEISURE)
  @Mutation(() => LeisureEventPayload, { description: 'Cancels one of your events: its bookings are called off and refunded in full, with the reason' })
  leisureEventCancel(
    @Arg('id', () => ID, { description: 'Your event' }) id: string,
    @Arg('reason', () => String, { description: 'Why, as the guests are told it' }) reason: string,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(LeisureEventPayload, async () => ({ event: await eventCancel(ctx, ctx.services, id, commandOf(leisureEventSchemas.cancel, { reason })) }));
  }

  @Authorized(LEISURE)
  @Mutation(() => VenueNightPayload, {
    description: 'Sets a night of one of your venues apart: other places than usual, or closed; neither brings back the usual',
  })
  venueNightSet(
    @Arg('venueId', () => ID, { description: 'Your venue' }) venueId: string,
    @Arg('input', { description: 'The night and its places' }) input: VenueNightInput,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(VenueNightPayload, async () => ({ night: await nightSet(ctx, venueId, commandOf(leisureDoorSchemas.night, given(input))) }));
  }

  @Authorized(LEISURE)
  @Query(() => DoorList, { description: 'One night of one of your venues at the door (tonight unless a date is given): places, guests, events, arrivals' })
  partnerVenueDoorList(
    @Arg('venueId', () => ID, { description: 'Your venue' }) venueId: string,
    @Arg('date', () => String, { nullable: true, description: "The night, YYYY-MM-DD; the venue's today when left out" }) date: string | null,
    @Ctx() ctx: ApiContext,
  ) {
    return doorList(ctx, parseArgs(leisureDoorSchemas.doorList, { venueId, date }));
  }

  @Authorized(LEISURE)
  @Mutation(() => DoorGuestPayload, { description: 'Marks the guests of a booking of one of your venues as arrived, from its night' })
  venueGuestArrive(@Arg('id', () => ID, { description: 'The booking, of one of your venues' }) id: string, @Ctx() ctx: ApiContext) {
    return payloadOf(DoorGuestPayload, async () => ({ guest: await guestArrive(ctx, ctx.services, id) }));
  }
}
