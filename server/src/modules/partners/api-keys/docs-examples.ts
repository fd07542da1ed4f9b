// The values the partner API docs put in their examples: for a signed-in partner reading them, its own ids (its first
// listing, its latest booking, a room type, departure, table, vehicle, webhook endpoint of its own) read in one
// statement, so every curl runs as it is; for anyone else, readable placeholders. Dates are the days ahead.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { GraphQLInputType } from 'graphql';
import { getNamedType } from 'graphql';
import type { Viewer } from '../../../context.js';
import { addDays } from '../../bookings/booking-dates.js';
import { kindOf } from '../../listings/kind-registry.js';
import { partnerKindOf } from '../partner-scope.js';
import type { ValueChooser } from './operation-examples.js';

/** The kinds of thing an example names by id. */
export interface ExampleIds {
  listing: string | null;
  booking: string | null;
  roomType: string | null;
  departure: string | null;
  itineraryStep: string | null;
  tourGuest: string | null;
  table: string | null;
  vehicle: string | null;
  webhookEndpoint: string | null;
}

/** What an operation's `id` argument names, by the operation's name; the rest act on a listing. */
const idOfOperation: Array<[RegExp, keyof ExampleIds]> = [
  [/^(partnerBooking|hotelBooking)/, 'booking'],
  [/^roomType/, 'roomType'],
  [/^tourDeparture/, 'departure'],
  [/^tourItineraryStep/, 'itineraryStep'],
  [/^tourGuest/, 'tourGuest'],
  [/^restaurantTable/, 'table'],
  [/^vehicle/, 'vehicle'],
  [/^webhookEndpoint/, 'webhookEndpoint'],
];

/** Arguments and input fields named after what they point at. */
const idOfArgument: Record<string, keyof ExampleIds> = {
  hotelId: 'listing',
  tourId: 'listing',
  restaurantId: 'listing',
  venueId: 'listing',
  serviceId: 'listing',
  listingId: 'listing',
  roomTypeId: 'roomType',
  departureId: 'departure',
  tableId: 'table',
  vehicleId: 'vehicle',
  bookingId: 'booking',
};

/** Days ahead of today of the date arguments: a range starts tomorrow and ends the day after. */
const dateArguments: Record<string, number> = { from: 1, date: 1, checkIn: 1, to: 2, checkOut: 2 };

const placeholder = (what: keyof ExampleIds) => `YOUR_${what.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}_ID`;

/** A chooser of example values for one operation: the reader's ids (placeholders where it has none), dates ahead of `today`. */
export function exampleValues(operation: string, ids: ExampleIds | null, today: string): ValueChooser {
  const idOf = (what: keyof ExampleIds) => ids?.[what] ?? placeholder(what);
  return (name: string, type: GraphQLInputType) => {
    const scalar = getNamedType(type).name;
    if (name === 'id' && scalar === 'ID') return idOf(idOfOperation.find(([pattern]) => pattern.test(operation))?.[1] ?? 'listing');
    if (name in idOfArgument && scalar === 'ID') return idOf(idOfArgument[name]!);
    if (name in dateArguments && (scalar === 'String' || scalar === 'LocalDate')) return addDays(today, dateArguments[name]!);
    return undefined;
  };
}

/** The viewer's own ids, or null when the viewer is not a partner. One statement. */
export async function partnerExampleIds(em: EntityManager, viewer: Viewer | null): Promise<ExampleIds | null> {
  const kind = viewer && partnerKindOf(viewer.role);
  if (!viewer || !kind) return null;
  const listings = `select id from "${kindOf(kind).table}" where owner_id = me.owner`;
  const [row] = await em.getConnection().execute<Array<Record<keyof ExampleIds, string | number | null>>>(
    `with me as (select ?::uuid as owner, ?::booking_type as kind)
    select
      (${listings} order by id limit 1) as "listing",
      (select b.id from booking b where b.type = me.kind and b.confirmed_at is not null and b.listing_id in (${listings}) order by b.created_at desc limit 1) as "booking",
      (select r.id from hotel_room_type r join hotel h on h.id = r.hotel_id where h.owner_id = me.owner order by r.id limit 1) as "roomType",
      (select d.id from tour_departure d join tour t on t.id = d.tour_id where t.owner_id = me.owner order by d.departs_on desc limit 1) as "departure",
      (select s.id from tour_itinerary_step s join tour t on t.id = s.tour_id where t.owner_id = me.owner order by s.id limit 1) as "itineraryStep",
      (select g.id from tour_guest g join booking b on b.id = g.booking_id and b.type = 'tour' join tour t on t.id = b.listing_id where t.owner_id = me.owner order by g.id limit 1) as "tourGuest",
      (select x.id from restaurant_table x join restaurant r on r.id = x.restaurant_id where r.owner_id = me.owner order by x.id limit 1) as "table",
      (select v.id from vehicle v join transport_service s on s.id = v.transport_service_id where s.owner_id = me.owner order by v.id limit 1) as "vehicle",
      (select e.id from partner_webhook_endpoint e where e.owner_id = me.owner and e.removed_at is null order by e.created_at desc limit 1) as "webhookEndpoint"
    from me`,
    [viewer.id, kind],
  );
  const text = (what: keyof ExampleIds) => (row?.[what] == null ? null : String(row[what]));
  return {
    listing: text('listing'),
    booking: text('booking'),
    roomType: text('roomType'),
    departure: text('departure'),
    itineraryStep: text('itineraryStep'),
    tourGuest: text('tourGuest'),
    table: text('table'),
    vehicle: text('vehicle'),
    webhookEndpoint: text('webhookEndpoint'),
  };
}
