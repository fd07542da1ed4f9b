// Issue 29: one price for every kind. The lines a booking shows (nights × rate per room type, places, add-ons by
// name, a vehicle's days, the spec's 10 % taxes and fees) add up exactly to what is held and charged.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { restaurantOpenAt, venueOpenAt } from '../support/opening-hours.js';
import { PriceLineKind, priceOf } from '../../server/src/modules/bookings/booking-pricing.js';
import { priceLineFacts } from '../../server/src/modules/email/price-line-words.js';
import type { Language } from '../../server/src/language.js';
import { BOOKING_FIELDS, CONFIRM, daysAhead, guest, key, mutate } from './bookings-support.js';

const LINES = `lineItems { kind name code quantity per unitPrice { minor currency } percent amount { minor } }`;
const HOLD_LINES = `mutation BookingHold($input: BookingHoldInput!) { bookingHold(input: $input) {
  booking { ${BOOKING_FIELDS} ${LINES} } userErrors { code field message } } }`;
const BOOKING_LINES = `query Booking($reference: String!, $email: String) { booking(reference: $reference, email: $email) { total { minor } ${LINES} } }`;
const suite = apiSuite();

type Line = {
  kind: string;
  name: string;
  code: string | null;
  quantity: number;
  per: number;
  unitPrice: { minor: number };
  percent: number | null;
  amount: { minor: number };
};

/** The lines before taxes as [kind, name, quantity, per, unit], the taxes line checked against the spec's 10 %. */
function readLines(booking: Record<string, any>) {
  const lines = booking.lineItems as Line[];
  const sum = lines.reduce((total, line) => total + line.amount.minor, 0);
  expect(sum).toBe(booking.total.minor);
  const taxes = lines.at(-1)!;
  const base = lines.slice(0, -1);
  const baseMinor = base.reduce((total, line) => total + line.amount.minor, 0);
  expect(taxes).toMatchObject({ kind: 'TAXES_AND_FEES', percent: 10, amount: { minor: Math.round(baseMinor / 10) } });
  for (const line of base) expect(line.amount.minor).toBe(line.quantity * line.per * line.unitPrice.minor);
  return { baseMinor, lines: base.map((line) => [line.kind, line.name, line.quantity, line.per, line.unitPrice.minor, line.code]) };
}

async function holdAndPay(request: Record<string, unknown>) {
  const contact = guest('priced');
  const held = await mutate(suite.env, HOLD_LINES, { idempotencyKey: key(), contact, ...request });
  expect(held.userErrors).toEqual([]);
  const shown = readLines(held.booking!);
  const paid = await mutate(suite.env, CONFIRM, {
    idempotencyKey: key(),
    reference: held.booking!.reference,
    email: contact.email,
    payment: { method: 'TEST_CARD', cardNumber: '4242424242424242' },
  });
  expect(paid.userErrors).toEqual([]);
  // The charge is the booking's total as stored; the confirmed booking shows the same lines as the review did.
  const charged = (await suite.db.query('select total_minor from booking where reference = $1', [held.booking!.reference])).rows[0].total_minor;
  expect(charged).toBe(held.booking!.total.minor);
  const after = await suite.env.graphql(BOOKING_LINES, { reference: held.booking!.reference, email: contact.email });
  expect(after.errors).toBeUndefined();
  const confirmed = after.data!.booking as Record<string, any>;
  expect(confirmed.lineItems).toEqual(held.booking!.lineItems);
  return { ...shown, totalMinor: charged as number, booking: held.booking! };
}

describe('priceOf', () => {
  it('adds a menu pre-order like any other charge, and rounds the taxes and fees to the cent so the lines still add up', () => {
    const price = priceOf([
      { kind: PriceLineKind.PER_PERSON, name: 'Covers', quantity: 3, per: 1, unitMinor: 1_835 },
      { kind: PriceLineKind.PRE_ORDER, name: 'Brochettes', quantity: 2, per: 1, unitMinor: 1_299 },
    ]);
    expect(price.lines.map((line) => [line.kind, line.amountMinor])).toEqual([
      ['PER_PERSON', 5_505],
      ['PRE_ORDER', 2_598],
      ['TAXES_AND_FEES', 810],
    ]);
    expect(price.totalMinor).toBe(8_913);
    expect(price.lines.reduce((sum, line) => sum + line.amountMinor, 0)).toBe(price.totalMinor);
  });
});

describe("the e-mail's price lines", () => {
  it("name the demo room types, add-ons and dishes in the reader's language, and count in its plural forms", () => {
    const [rooms] = priceOf([{ kind: PriceLineKind.ROOM_NIGHTS, name: 'Deluxe King Room', quantity: 2, per: 1, unitMinor: 12_000 }]).lines;
    const line = (language: Language) => priceLineFacts(language, [rooms!], 'USD')[0]![0];
    expect(line('en')).toMatch(/^Deluxe King Room: 2 rooms × 1 night × \$120\.00$/);
    expect(line('fr')).toMatch(/^Chambre Deluxe King: 2 chambres × 1 nuit × 120,00\s\$US$/);
    expect(line('pt')).toMatch(/^Quarto Deluxe King: 2 quartos × 1 noite × /);
    expect(line('ar')).toMatch(/^غرفة ديلوكس بسرير كينغ: /);
    const extras = priceOf([
      { kind: PriceLineKind.ADD_ON, name: 'Spa session', code: 'spa', quantity: 1, per: 1, unitMinor: 25_000 },
      { kind: PriceLineKind.PRE_ORDER, name: 'Goat brochettes', code: 'brochettes', quantity: 2, per: 1, unitMinor: 1_299 },
      { kind: PriceLineKind.ADD_ON, name: 'Sunset cruise', code: 'sunset-cruise', quantity: 2, per: 1, unitMinor: 4_000 },
    ]).lines.slice(0, -1);
    expect(priceLineFacts('fr', extras, 'USD').map(([what]) => what.split(':')[0])).toEqual(['Séance de spa', 'Brochettes de chèvre', 'Sunset cruise']);
    expect(priceLineFacts('en', extras, 'USD').map(([what]) => what.split(':')[0])).toEqual(['Spa session', 'Goat brochettes', 'Sunset cruise']);
  });
});

describe('one pricing function for the five kinds', () => {
  it('a hotel stay: rooms × nights × rate per nightly rate, a night the hotel priced apart on its own line', async () => {
    const { rows } = await suite.db.query(
      `select rt.id, rt.hotel_id, rt.name, rt.price_per_night_minor from hotel_room_type rt join hotel h on h.id = rt.hotel_id
       where h.active and rt.active and rt.units >= 2 and rt.max_guests >= 2 order by rt.id desc offset 3 limit 1`,
    );
    const room = rows[0];
    const [checkIn, checkOut] = [daysAhead(170), daysAhead(173)];
    const dearer = room.price_per_night_minor + 2_500;
    await suite.db.query(`insert into hotel_room_night (room_type_id, night, price_minor, closed) values ($1, $2, $3, false)`, [
      room.id,
      daysAhead(171),
      dearer,
    ]);
    const priced = await holdAndPay({ hotel: { hotelId: String(room.hotel_id), roomTypeId: String(room.id), checkIn, checkOut, rooms: 2, guests: 3 } });
    expect(priced.lines).toEqual([
      ['ROOM_NIGHTS', room.name, 2, 2, room.price_per_night_minor, null],
      ['ROOM_NIGHTS', room.name, 2, 1, dearer, null],
    ]);
    expect(priced.totalMinor).toBe(Math.round(priced.baseMinor * 1.1));
  });

  it('a tour: the base price and each add-on by name, per person', async () => {
    const { rows } = await suite.db.query(
      `select t.id, t.name, t.base_price_minor, d.departs_on::text as date from tour t join tour_departure d on d.tour_id = t.id
       where t.active and d.departs_on > current_date + 5 and d.capacity - d.booked >= 3 order by d.id desc limit 1`,
    );
    const tour = rows[0];
    const priced = await holdAndPay({ tour: { tourId: String(tour.id), date: tour.date, partySize: 3, addOns: ['photo', 'spa'] } });
    expect(priced.lines).toEqual([
      ['PER_PERSON', tour.name, 3, 1, tour.base_price_minor, null],
      ['ADD_ON', 'Photography package', 3, 1, 15_000, 'photo'],
      ['ADD_ON', 'Spa session', 3, 1, 25_000, 'spa'],
    ]);
    expect(priced.baseMinor).toBe(3 * (tour.base_price_minor + 40_000));
    expect(priced.booking.choices.addOns).toEqual(['photo', 'spa']);
  });

  it('a restaurant table, a night out and a ride: a table’s flat charge, entries and a vehicle’s days', async () => {
    const restaurant = (
      await suite.db.query(
        `select r.id, r.name from restaurant r join restaurant_table t on t.restaurant_id = r.id
         where r.active and ${restaurantOpenAt('19:00')} and t.seats >= 4 order by r.id desc offset 1 limit 1`,
      )
    ).rows[0];
    // Spec §9: a table without a pre-order is charged the fallback 50 (a pre-order: restaurant-menu.test.ts).
    const table = await holdAndPay({ restaurant: { restaurantId: String(restaurant.id), date: daysAhead(52), time: '19:00', partySize: 4 } });
    expect(table.lines).toEqual([['RESERVATION', restaurant.name, 1, 1, 5_000, null]]);

    const venue = (
      await suite.db.query(
        `select id, name, entry_price_minor from leisure_venue where active and capacity >= 50 and ${venueOpenAt('22:00')} order by id desc limit 1`,
      )
    ).rows[0];
    const night = await holdAndPay({ leisure: { venueId: String(venue.id), date: daysAhead(53), time: '22:00', guests: 5 } });
    expect(night.lines).toEqual([['PER_PERSON', venue.name, 5, 1, venue.entry_price_minor, null]]);

    const service = (
      await suite.db.query(
        `select s.id, s.price_per_day_minor, v.model from transport_service s join vehicle v on v.transport_service_id = s.id
         where s.status = 'active' and v.seats >= 2 order by s.id desc, v.seats, v.id limit 1`,
      )
    ).rows[0];
    const ride = await holdAndPay({ ride: { serviceId: String(service.id), pickupDate: daysAhead(60), returnDate: daysAhead(63), passengers: 2 } });
    expect(ride.lines).toEqual([['VEHICLE_DAYS', service.model, 1, 3, service.price_per_day_minor, null]]);
    expect(ride.totalMinor).toBe(Math.round(3 * service.price_per_day_minor * 1.1));
  });
});
