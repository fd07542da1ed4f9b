// Checking out the cart: each item becomes a booking through the booking service (its own hold, key and price),
// one payment confirms them all, and when one item cannot be booked nothing is, and nothing is charged.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { withTaxesAndFees } from '../support/spec-prices.js';
import { CREATE, bookingCount, daysAhead, expectCountersConsistent, guest, key, mutate } from './bookings-support.js';

const suite = apiSuite();

const BOOKED = `bookings { reference status paymentStatus paymentMethod type listingId total { minor } lineItems { kind quantity per amount { minor } } }
  total { minor } failedItem userErrors { code field message }`;
const HOLD = `mutation CartCheckoutHold($input: CartCheckoutHoldInput!) { cartCheckoutHold(input: $input) { ${BOOKED} } }`;
const CONFIRM = `mutation CartCheckoutConfirm($input: CartCheckoutConfirmInput!) { cartCheckoutConfirm(input: $input) { ${BOOKED} } }`;

type Checkout = {
  bookings: Array<Record<string, any>>;
  total: { minor: number } | null;
  failedItem: number | null;
  userErrors: Array<{ code: string; field: string | null; message: string }>;
};

const send = async (document: string, input: Record<string, unknown>) => {
  const result = await suite.env.graphql(document, { input });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return Object.values(result.data!)[0] as Checkout;
};

/** A hotel room type with room for two, one per test (ordered from the end, away from other suites). */
async function aRoom(offset: number) {
  const { rows } = await suite.db.query(
    `select rt.id, rt.hotel_id, rt.price_per_night_minor from hotel_room_type rt join hotel h on h.id = rt.hotel_id
     where h.active and rt.active and rt.units >= 2 and rt.max_guests >= 2 order by rt.id desc offset $1 limit 1`,
    [offset],
  );
  return rows[0] as { id: number; hotel_id: number; price_per_night_minor: number };
}

/** A ride with a single vehicle: booked once, it is gone for those days. */
async function aSingleVehicleRide(offset: number) {
  const { rows } = await suite.db.query(
    `select s.id, s.price_per_day_minor from transport_service s join vehicle v on v.transport_service_id = s.id
     where s.status = 'active' group by s.id having count(*) = 1 order by s.id desc offset $1 limit 1`,
    [offset],
  );
  return rows[0] as { id: number; price_per_day_minor: number };
}

const hotelItem = (room: { id: number; hotel_id: number }, from: number, nights: number) => ({
  hotel: { hotelId: String(room.hotel_id), roomTypeId: String(room.id), checkIn: daysAhead(from), checkOut: daysAhead(from + nights), rooms: 1, guests: 2 },
});
const rideItem = (ride: { id: number }, from: number, days: number) => ({
  ride: { serviceId: String(ride.id), pickupDate: daysAhead(from), returnDate: daysAhead(from + days), passengers: 1 },
});

const liveBookings = (email: string) => bookingCount(suite.db, `email = $1 and status in ('held', 'confirmed')`, [email]);

describe('cart checkout', () => {
  it('books every item with one payment, each priced line by line, the one charge their sum', async () => {
    const room = await aRoom(7);
    const ride = await aSingleVehicleRide(5);
    const contact = guest('cart-paid');
    const held = await send(HOLD, { idempotencyKey: key(), contact, items: [hotelItem(room, 140, 2), rideItem(ride, 140, 3)] });
    expect(held.userErrors).toEqual([]);
    expect(held.bookings.map((booking) => [booking.type, booking.status])).toEqual([
      ['HOTEL', 'HELD'],
      ['TRANSPORT', 'HELD'],
    ]);
    const expected = [withTaxesAndFees(room.price_per_night_minor * 2), withTaxesAndFees(ride.price_per_day_minor * 3)];
    expect(held.bookings.map((booking) => booking.total.minor)).toEqual(expected);
    for (const booking of held.bookings) {
      expect(booking.lineItems.reduce((sum: number, line: any) => sum + line.amount.minor, 0)).toBe(booking.total.minor);
      expect(booking.lineItems.at(-1).kind).toBe('TAXES_AND_FEES');
    }
    expect(held.total!.minor).toBe(expected[0]! + expected[1]!);

    const references = held.bookings.map((booking) => booking.reference);
    const confirm = { references, email: contact.email, payment: { method: 'TEST_CARD', cardNumber: '4242 4242 4242 4242' }, termsAccepted: true };
    const withoutTerms = await send(CONFIRM, { ...confirm, termsAccepted: false });
    expect(withoutTerms.userErrors).toEqual([expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'termsAccepted' })]);
    const booked = await send(CONFIRM, confirm);
    expect(booked.userErrors).toEqual([]);
    expect(booked.bookings.map((booking) => [booking.reference, booking.status, booking.paymentStatus])).toEqual(
      references.map((reference) => [reference, 'CONFIRMED', 'PAID']),
    );
    // One payment: both bookings carry the same payment reference.
    const { rows } = await suite.db.query(`select distinct payment_reference from booking where reference = any($1)`, [references]);
    expect(rows).toHaveLength(1);
    expect(rows[0].payment_reference).toMatch(/^test_/);
    await expectCountersConsistent(suite.db);
  });

  it('books nothing when one item is no longer available, and names that item with the reason', async () => {
    const room = await aRoom(9);
    const ride = await aSingleVehicleRide(7);
    const taken = await mutate(suite.env, CREATE, { idempotencyKey: key(), contact: guest('cart-first'), ...rideItem(ride, 150, 2) });
    expect(taken.userErrors).toEqual([]);
    const contact = guest('cart-unavailable');
    const refused = await send(HOLD, { idempotencyKey: key(), contact, items: [hotelItem(room, 150, 2), rideItem(ride, 150, 2)] });
    expect(refused.bookings).toEqual([]);
    expect(refused.failedItem).toBe(1);
    expect(refused.userErrors).toEqual([{ code: 'UNAVAILABLE', field: 'items.1', message: expect.stringMatching(/no longer available/) }]);
    // The hotel item held first was let go: nothing held, nothing booked, nothing charged.
    expect(await liveBookings(contact.email)).toBe(0);
    await expectCountersConsistent(suite.db);
  });

  it('a declined card confirms no item and lets every hold go', async () => {
    const contact = guest('cart-declined');
    const held = await send(HOLD, {
      idempotencyKey: key(),
      contact,
      items: [hotelItem(await aRoom(11), 160, 1), rideItem(await aSingleVehicleRide(9), 160, 1)],
    });
    expect(held.userErrors).toEqual([]);
    const declined = await send(CONFIRM, {
      references: held.bookings.map((booking) => booking.reference),
      email: contact.email,
      payment: { method: 'TEST_CARD', cardNumber: '4000000000000002' },
      termsAccepted: true,
    });
    expect(declined.userErrors[0]).toMatchObject({ code: 'PAYMENT_DECLINED' });
    expect(declined.bookings).toEqual([]);
    expect(await liveBookings(contact.email)).toBe(0);
    await expectCountersConsistent(suite.db);
  });

  it('a retried checkout, even sent twice at once, books and charges each item once', async () => {
    const contact = guest('cart-retry');
    const attempt = { idempotencyKey: randomUUID(), contact, items: [hotelItem(await aRoom(13), 170, 2), rideItem(await aSingleVehicleRide(11), 170, 2)] };
    const [first, second] = await Promise.all([send(HOLD, attempt), send(HOLD, attempt)]);
    expect(first.userErrors).toEqual([]);
    const references = first.bookings.map((booking) => booking.reference);
    expect(second.bookings.map((booking) => booking.reference)).toEqual(references);
    const confirm = { references, email: contact.email, payment: { method: 'TEST_CARD', cardNumber: '4242424242424242' }, termsAccepted: true };
    const answers = await Promise.all([send(CONFIRM, confirm), send(CONFIRM, confirm)]);
    for (const answer of answers) expect(answer.bookings.map((booking) => booking.status)).toEqual(['CONFIRMED', 'CONFIRMED']);
    // The whole checkout sent again after it was paid: the same bookings, not charged again.
    const again = await send(HOLD, attempt);
    expect(again.bookings.map((booking) => [booking.reference, booking.status])).toEqual(references.map((reference) => [reference, 'CONFIRMED']));
    expect((await send(CONFIRM, confirm)).userErrors).toEqual([]);
    const { rows } = await suite.db.query(`select count(*)::int as n, count(distinct payment_reference)::int as payments from booking where email = $1`, [
      contact.email,
    ]);
    expect(rows[0]).toEqual({ n: 2, payments: 1 });
    await expectCountersConsistent(suite.db);
  });
});
