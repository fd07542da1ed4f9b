import { Ctx, Directive, Field, FieldResolver, Int, ObjectType, Resolver, Root } from 'type-graphql';
import type { ApiContext } from '../../../http/api-context.js';
import { INHERIT_CACHE, LIVE_INVENTORY } from '../../../graphql/cache-control.js';
import { busiestSlot } from '../../bookings/availability.service.js';
import { dailySlots } from '../../bookings/booking-dates.js';
import { BucketKind } from '../../bookings/inventory.entity.js';
import { Money } from '../money.js';
import { LeisureEvent } from './leisure-event.entity.js';
import { hoursAndMinutes } from './leisure.service.js';

@ObjectType({ description: "An event's name and description in one more language, as its venue wrote them" })
@Directive(INHERIT_CACHE)
export class EventTranslation {
  @Field({ description: 'Its language: en, fr, ar or pt' })
  language!: string;

  @Field({ description: 'The name in that language' })
  name!: string;

  @Field({ description: 'The description in that language; empty: travellers read the original' })
  description!: string;
}

/** An event's figures as travellers and its venue read them. */
@Resolver(() => LeisureEvent)
export class LeisureEventResolver {
  @FieldResolver(() => [EventTranslation], { description: 'Its name and description in the other languages its venue wrote them in' })
  translations(@Root() event: LeisureEvent): EventTranslation[] {
    return Object.entries(event.translations ?? {}).map(([language, texts]) =>
      Object.assign(new EventTranslation(), { language, name: texts?.name ?? '', description: texts?.description ?? '' }),
    );
  }

  @FieldResolver(() => String, { description: 'Local start time, HH:MM' })
  startTime(@Root() event: LeisureEvent): string {
    return hoursAndMinutes(event.startTime);
  }

  @FieldResolver(() => Money, { description: 'Price per person, before the 10 % taxes and fees' })
  pricePerPerson(@Root() event: LeisureEvent): Money {
    return Money.of(event.priceMinor);
  }

  @FieldResolver(() => Boolean, { description: 'Called off by the venue: not offered, its bookings cancelled' })
  cancelled(@Root() event: LeisureEvent): boolean {
    return event.cancelledAt != null;
  }

  @FieldResolver(() => Int, { description: 'Places not yet booked or held; 0 once cancelled' })
  @Directive(LIVE_INVENTORY)
  async placesLeft(@Root() event: LeisureEvent, @Ctx() ctx: ApiContext): Promise<number> {
    if (event.cancelledAt) return 0;
    const taken = await busiestSlot(ctx.em, BucketKind.LEISURE_EVENT, [event.id], dailySlots(event.date, 1));
    return Math.max(0, event.capacity - (taken.get(event.id) ?? 0));
  }
}
