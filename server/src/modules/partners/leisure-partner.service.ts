// The leisure manager's side: its venues, their hours, line-up, entry price and places a night (the counter
// table reservations claim; it never goes below what one night already holds).
import { z } from 'zod';
import type { RequestContext } from '../../context.js';
import { badInput } from '../../errors.js';
import { clockTime, text, wholeNumber } from '../../validation.js';
import { auditSnapshot } from '../audit/audit-log.js';
import { BookingType } from '../bookings/booking.entity.js';
import type { CountryService } from '../countries/country.service.js';
import { LeisureVenue } from '../listings/leisure/leisure.entity.js';
import { LeisureType } from '../listings/leisure/leisure.enums.js';
import {
  auditedChange,
  cityId,
  commonListingFields,
  createOwnListing,
  dollarsToMinor,
  listingListSchema,
  newListingFields,
  ownListingPage,
  placeListing,
} from './partner-listings.js';
import { listingSearchText } from '../listings/listing-search.js';
import { ownedListing, requirePartner } from './partner-scope.js';

const LEISURE = BookingType.LEISURE;
const capacity = wholeNumber(1, 20_000);
const priceLevel = wholeNumber(1, 4);
const venueFields = {
  ...commonListingFields,
  cityId: cityId.optional(),
  type: z.enum(LeisureType).optional(),
  openTime: clockTime.optional(),
  closeTime: clockTime.optional(),
  djs: z
    .array(text(80).transform((v) => v.trim()))
    .max(30)
    .optional(),
  priceLevel: priceLevel.optional(),
  entryPrice: dollarsToMinor.optional(),
  capacity: capacity.optional(),
  active: z.boolean().optional(),
};
/** What the leisure manager's requests may say, each checked by its schema where it arrives. */
export const leisurePartnerSchemas = {
  list: listingListSchema,
  venueUpdate: z.object(venueFields).strict(),
  venueCreate: z
    .object({
      ...venueFields,
      ...newListingFields,
      type: z.enum(LeisureType),
      openTime: clockTime,
      closeTime: clockTime,
      priceLevel,
      entryPrice: dollarsToMinor,
      capacity,
    })
    .strict(),
};

type Command<Name extends keyof typeof leisurePartnerSchemas> = z.output<(typeof leisurePartnerSchemas)[Name]>;

/** Night counters on the venue's usual capacity: not those of a night its manager gave places of its own. */
const USUAL_NIGHTS = `and not exists (select 1 from leisure_night n where n.venue_id = inventory_bucket.unit_id and n.night::timestamp = inventory_bucket.slot and n.capacity is not null)`;

const venueAudit = ['name', 'description', 'city', 'type', 'openTime', 'closeTime', 'djs', 'priceLevel', 'entryPriceMinor', 'capacity', 'active'] as const;

export class LeisurePartnerService {
  constructor(private readonly countries: CountryService) {}

  venues(ctx: RequestContext, query: Command<'list'>) {
    return ownListingPage(ctx, LEISURE, LeisureVenue, query);
  }

  venue(ctx: RequestContext, venueId: string | number): Promise<LeisureVenue> {
    return ownedListing(ctx, LEISURE, venueId);
  }

  /** A new venue of the manager's; its places a night are what table reservations claim. */
  venueCreate(ctx: RequestContext, fields: Command<'venueCreate'>): Promise<LeisureVenue> {
    requirePartner(ctx, LEISURE);
    const own = {
      type: fields.type,
      openTime: `${fields.openTime}:00`,
      closeTime: `${fields.closeTime}:00`,
      djs: fields.djs?.filter(Boolean) ?? [],
      priceLevel: fields.priceLevel,
      entryPriceMinor: fields.entryPrice,
      capacity: fields.capacity,
      active: fields.active ?? true,
    };
    return createOwnListing(ctx, this.countries, LEISURE, LeisureVenue, fields, own, venueAudit);
  }

  async venueUpdate(ctx: RequestContext, venueId: string | number, fields: Command<'venueUpdate'>): Promise<LeisureVenue> {
    requirePartner(ctx, LEISURE);
    return auditedChange(ctx, async (tx) => {
      const venue = await ownedListing(ctx, LEISURE, venueId, { em: tx });
      const before = auditSnapshot(venue, venueAudit);
      if (fields.capacity !== undefined) {
        const connection = tx.getConnection();
        const trx = tx.getTransactionContext();
        // Counters of nights to come were made with the old capacity: the busiest of them sets the floor. Nights
        // the manager gave places of their own keep them (leisure_night).
        const [busiest] = await connection.execute<Array<{ booked: number }>>(
          `select coalesce(max(booked), 0)::int as booked from inventory_bucket where kind = 'leisure_night' and unit_id = ? and slot >= now() - interval '1 day' ${USUAL_NIGHTS}`,
          [venue.id],
          'all',
          trx,
        );
        if ((busiest?.booked ?? 0) > fields.capacity)
          throw badInput('capacity', `${busiest!.booked} places are already booked on one night: the capacity cannot go below that.`);
        // The CHECK on each counter (booked <= capacity) refuses this if a booking slipped in meanwhile.
        await connection.execute(
          `update inventory_bucket set capacity = ? where kind = 'leisure_night' and unit_id = ? and slot >= now() - interval '1 day' ${USUAL_NIGHTS}`,
          [fields.capacity, venue.id],
          'run',
          trx,
        );
      }
      if (fields.cityId !== undefined) placeListing(tx, this.countries, venue, fields.cityId);
      if (fields.name !== undefined) venue.name = fields.name;
      if (fields.description !== undefined) venue.description = fields.description;
      if (fields.type !== undefined) venue.type = fields.type;
      if (fields.openTime !== undefined) venue.openTime = `${fields.openTime}:00`;
      if (fields.closeTime !== undefined) venue.closeTime = `${fields.closeTime}:00`;
      if (fields.djs !== undefined) venue.djs = fields.djs.filter(Boolean);
      if (fields.priceLevel !== undefined) venue.priceLevel = fields.priceLevel;
      if (fields.entryPrice !== undefined) venue.entryPriceMinor = fields.entryPrice;
      if (fields.capacity !== undefined) venue.capacity = fields.capacity;
      if (fields.active !== undefined) venue.active = fields.active;
      venue.searchText = listingSearchText(venue.name, this.countries.city(venue.city.id)?.name ?? '', venue.type);
      const action =
        fields.active === undefined || fields.active === before.active
          ? 'leisure_venue.update'
          : fields.active
            ? 'leisure_venue.activate'
            : 'leisure_venue.deactivate';
      return { result: venue, audit: { action, subjectType: 'leisure_venue', subjectId: venue.id, before, after: auditSnapshot(venue, venueAudit) } };
    });
  }
}
