import { Ctx, Directive, FieldResolver, ObjectType, Resolver, Root } from 'type-graphql';
import { inLanguage, languageOf } from '../listing-translations.js';
import type { ApiContext } from '../../../http/api-context.js';
import { PUBLIC_LISTING_CACHE } from '../../../graphql/cache-control.js';
import { Connection } from '../../../graphql/connection.js';
import { ListingResolver } from '../listing.resolver.js';
import { Money } from '../money.js';
import type { LeisureVenueRow } from './leisure.service.js';
import { LeisureVenue } from './leisure.entity.js';
import { LeisureEvent } from './leisure-event.entity.js';
import { localNow } from '../../bookings/booking-dates.js';
import { countryCodeOf } from '../listing-location.js';
import { hoursAndMinutes } from './leisure.service.js';
import { LeisureVenuesArgs, leisureListArguments } from './leisure.types.js';

/** An event's texts a venue writes in each language. */
const EVENT_TEXTS = ['name', 'description'] as const;
@ObjectType({ description: 'A page of leisure venues' })
@Directive(PUBLIC_LISTING_CACHE)
export class LeisureVenueConnection extends Connection(LeisureVenue) {}

@Resolver(() => LeisureVenue)
export class LeisureVenueResolver extends ListingResolver(LeisureVenue, {
  list: 'leisureVenues',
  detail: 'leisureVenue',
  description: 'Leisure venues of a country: filtered, sorted, paged',
  connection: LeisureVenueConnection,
  args: LeisureVenuesArgs,
  parse: leisureListArguments.withCountry,
  service: (services) => services.leisure,
}) {
  @FieldResolver(() => String, { description: 'Local opening time, HH:MM' })
  openTime(@Root() venue: LeisureVenueRow): string {
    return hoursAndMinutes(venue.openTime);
  }

  @FieldResolver(() => String, { description: 'Local closing time, HH:MM (earlier than openTime: after midnight)' })
  closeTime(@Root() venue: LeisureVenueRow): string {
    return hoursAndMinutes(venue.closeTime);
  }

  @FieldResolver(() => Boolean, { description: "Open at this moment, in the country's local time" })
  openNow(@Root() venue: LeisureVenueRow, @Ctx() ctx: ApiContext): boolean {
    return ctx.services.leisure.isOpenNow(venue);
  }

  @FieldResolver(() => Money, { description: 'Entry or average spend per person' })
  entryPrice(@Root() venue: LeisureVenueRow): Money {
    return Money.of(venue.entryPriceMinor, venue.currency);
  }

  @FieldResolver(() => [LeisureEvent], { description: 'Its events from today on, not cancelled, by date and start (at most 20)' })
  async upcomingEvents(@Root() venue: LeisureVenueRow, @Ctx() ctx: ApiContext): Promise<LeisureEvent[]> {
    const today = localNow(countryCodeOf(venue)).date;
    const events = await ctx.em.find(
      LeisureEvent,
      { venue: venue.id, cancelledAt: null, date: { $gte: today } },
      { orderBy: { date: 'asc', startTime: 'asc', id: 'asc' }, limit: 20 },
    );
    // Read, not changed: each event as a plain copy in the reader's language, so the entity manager keeps the stored texts.
    return events.map((event) => {
      const { texts, language } = inLanguage(event, EVENT_TEXTS, languageOf(venue.textLanguage), ctx.language);
      return Object.assign(Object.create(LeisureEvent.prototype) as LeisureEvent, event, texts, { textLanguage: language });
    });
  }
}
