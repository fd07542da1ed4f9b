// Marketplace bookings in the admin back office: search by words, status and service, each listing's
// bookings, and cancelling on a traveller's behalf under the cancellation policy or with an override.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { bookingCount, CREATE, daysAhead, guest, key, mutate } from './bookings-support.js';
import { card, moveBooking } from './after-booking-support.js';
import { auditOf, type Caller, data, gql, ownHotel, tokensOf } from './admin-support.js';

const suite = apiSuite();
let tokens: Record<Caller, string | null>;

beforeAll(async () => {
  tokens = await tokensOf(suite.env);
});

const BOOKINGS = `query AdminBookings($filter: AdminBookingFilterInput) { adminBookings(filter: $filter) { totalCount nodes { id reference status type listingName email } } }`;
const LISTING_BOOKINGS = `query AdminListingBookings($kind: AdminListingKind!, $id: ID!, $filter: AdminBookingFilterInput) {
  adminListingBookings(kind: $kind, id: $id, filter: $filter) { totalCount nodes { id reference status startDate } } }`;
const CANCEL = `mutation AdminBookingCancel($input: AdminBookingCancelInput!) { adminBookingCancel(input: $input) {
  booking { id status cancellation { refund { minor } } } refund { minor } policyRefund { minor } userErrors { code field message } } }`;

/** A paid stay at the suite's own hotel, `days` ahead. */
async function aPaidStay(hotel: { id: string; roomTypeId: string }, days: number) {
  const stay = { hotelId: hotel.id, roomTypeId: hotel.roomTypeId, checkIn: daysAhead(days), checkOut: daysAhead(days + 1), rooms: 1, guests: 2 };
  const payload = await mutate(suite.env, CREATE, { idempotencyKey: key(), hotel: stay, payment: card }, tokens.traveller!);
  if (!payload.booking) throw new Error(JSON.stringify(payload.userErrors));
  return payload.booking as { id: string; reference: string; total: { minor: number } };
}

describe('admin bookings: search', () => {
  it("finds bookings by reference, status and service, and a hotel's bookings by dates", async () => {
    const hotel = await ownHotel(suite.env, suite.db, tokens.admin!);
    const early = await aPaidStay(hotel, 50);
    const late = await aPaidStay(hotel, 80);
    const byReference = await data(suite.env, tokens.subadmin, BOOKINGS, { filter: { q: early.reference } });
    expect(byReference.adminBookings.nodes).toEqual([expect.objectContaining({ reference: early.reference, status: 'CONFIRMED', type: 'HOTEL' })]);
    const wrongService = await data(suite.env, tokens.admin, BOOKINGS, { filter: { q: early.reference, service: 'TOUR' } });
    expect(wrongService.adminBookings.nodes).toEqual([]);
    const cancelledOnly = await data(suite.env, tokens.admin, BOOKINGS, { filter: { q: early.reference, status: 'CANCELLED' } });
    expect(cancelledOnly.adminBookings.nodes).toEqual([]);

    const all = await data(suite.env, tokens.admin, LISTING_BOOKINGS, { kind: 'HOTELS', id: hotel.id });
    expect(all.adminListingBookings.nodes.map((node: { reference: string }) => node.reference).sort()).toEqual([early.reference, late.reference].sort());
    const window = await data(suite.env, tokens.admin, LISTING_BOOKINGS, { kind: 'HOTELS', id: hotel.id, filter: { from: daysAhead(70), to: daysAhead(90) } });
    expect(window.adminListingBookings.nodes.map((node: { reference: string }) => node.reference)).toEqual([late.reference]);
    const badDate = await gql(suite.env, tokens.admin, LISTING_BOOKINGS, { kind: 'HOTELS', id: hotel.id, filter: { from: 'tomorrow' } });
    expect(badDate.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'from' });
    expect((await gql(suite.env, tokens.hotelManager, BOOKINGS, {})).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('admin bookings: cancel on behalf of a traveller', () => {
  it('refunds per the policy in time, requires a reason, audits, and e-mails the traveller', async () => {
    const hotel = await ownHotel(suite.env, suite.db, tokens.admin!);
    const booking = await aPaidStay(hotel, 30);
    const noReason = await data(suite.env, tokens.subadmin, CANCEL, { input: { bookingId: booking.id, reason: ' ' } });
    expect(noReason.adminBookingCancel.userErrors).toEqual([expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'reason' })]);

    const cancelled = await data(suite.env, tokens.subadmin, CANCEL, { input: { bookingId: booking.id, reason: 'Traveller called support' } });
    expect(cancelled.adminBookingCancel).toMatchObject({
      booking: { status: 'CANCELLED' },
      refund: { minor: booking.total.minor },
      policyRefund: { minor: booking.total.minor },
      userErrors: [],
    });
    const [entry] = await auditOf(suite.db, 'booking', booking.id);
    expect(entry).toMatchObject({
      action: 'booking.cancel_on_behalf',
      actor_role: 'subadmin',
      before: expect.objectContaining({ status: 'confirmed' }),
      after: expect.objectContaining({ status: 'cancelled' }),
    });
    expect(entry!.after.details.cancellation.onBehalf).toMatchObject({ reason: 'Traveller called support', override: false });
    const mails = async () =>
      (await suite.db.query(`select recipient, text from email_outbox where template = 'booking-cancelled' and subject like $1`, [`%${booking.reference}%`]))
        .rows;
    await expect.poll(async () => (await mails()).length).toBe(1);
    expect((await mails())[0]).toMatchObject({ recipient: 'traveller@example.com', text: expect.stringContaining('Traveller called support') });

    const again = await data(suite.env, tokens.admin, CANCEL, { input: { bookingId: booking.id, reason: 'Twice' } });
    expect(again.adminBookingCancel.userErrors).toEqual([expect.objectContaining({ code: 'BAD_USER_INPUT' })]);
  });

  it('refunds nothing late under the policy, and in full with the override', async () => {
    const hotel = await ownHotel(suite.env, suite.db, tokens.admin!);
    const late = await aPaidStay(hotel, 20);
    const overridden = await aPaidStay(hotel, 22);
    // Confirmed long ago and starting tomorrow: past the hotel's free-cancellation notice.
    for (const { reference } of [late, overridden]) {
      await moveBooking(suite.db, reference, 1);
      await suite.db.query(`update booking set confirmed_at = now() - interval '10 days' where reference = $1`, [reference]);
    }
    const underPolicy = await data(suite.env, tokens.admin, CANCEL, { input: { bookingId: late.id, reason: 'No-show warning' } });
    expect(underPolicy.adminBookingCancel).toMatchObject({ booking: { status: 'CANCELLED' }, refund: { minor: 0 }, policyRefund: { minor: 0 } });

    const withOverride = await data(suite.env, tokens.admin, CANCEL, { input: { bookingId: overridden.id, reason: 'Hotel overbooked', override: true } });
    expect(withOverride.adminBookingCancel).toMatchObject({ refund: { minor: overridden.total.minor }, policyRefund: { minor: 0 } });
    expect((await auditOf(suite.db, 'booking', overridden.id))[0]!.after.details.cancellation).toMatchObject({
      refundMinor: overridden.total.minor,
      onBehalf: { override: true, policyRefundMinor: 0 },
    });
    const refused = await gql(suite.env, tokens.traveller, CANCEL, { input: { bookingId: late.id, reason: 'mine' } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

const BOOK_ON_BEHALF = `mutation AdminBookingCreate($input: BookingCreateInput!) { adminBookingCreate(input: $input) {
  booking { id reference type status listingId contactName email total { minor } } userErrors { code field message } } }`;

describe('admin bookings: book on behalf of a traveller', () => {
  it("books through the traveller's flow at the traveller's price, once per key, audited and e-mailed to the traveller", async () => {
    const hotel = await ownHotel(suite.env, suite.db, tokens.admin!);
    const stay = { hotelId: hotel.id, roomTypeId: hotel.roomTypeId, checkIn: daysAhead(40), checkOut: daysAhead(42), rooms: 1, guests: 2 };
    const travellerOwn = await mutate(suite.env, CREATE, { idempotencyKey: key(), hotel: stay, payment: card }, tokens.traveller!);
    const traveller = { name: 'Neema Phone', email: `neema-${key().slice(0, 8)}@example.org`, phone: '+255 712 000 111' };
    const input = { idempotencyKey: key(), contact: traveller, hotel: stay };

    const booked = (await data(suite.env, tokens.subadmin, BOOK_ON_BEHALF, { input })).adminBookingCreate;
    expect(booked.userErrors).toEqual([]);
    expect(booked.booking).toMatchObject({ type: 'HOTEL', listingId: hotel.id, contactName: 'Neema Phone', email: traveller.email });
    expect(booked.booking.total.minor).toBe(travellerOwn.booking!.total.minor);
    const retried = (await data(suite.env, tokens.subadmin, BOOK_ON_BEHALF, { input })).adminBookingCreate;
    expect(retried.booking.id).toBe(booked.booking.id);
    expect(await bookingCount(suite.db, 'email = $1', [traveller.email])).toBe(1);

    const { rows } = await suite.db.query(`select phone, user_id from booking where id = $1`, [booked.booking.id]);
    expect(rows[0]).toEqual({ phone: '+255 712 000 111', user_id: null });
    const [entry] = await auditOf(suite.db, 'booking', booked.booking.id);
    expect(entry).toMatchObject({
      action: 'booking.create_on_behalf',
      actor_role: 'subadmin',
      after: expect.objectContaining({ reference: booked.booking.reference, email: traveller.email, totalMinor: booked.booking.total.minor }),
    });
    const mails = async () => (await suite.db.query(`select template from email_outbox where recipient = $1`, [traveller.email])).rows;
    await expect.poll(async () => (await mails()).map((mail) => mail.template)).toEqual(['booking-confirmed']);
  });

  it('refuses a booking without the traveller e-mail or with a past date, leaving nothing behind; travellers and partners may not', async () => {
    const hotel = await ownHotel(suite.env, suite.db, tokens.admin!);
    const stay = { hotelId: hotel.id, checkIn: daysAhead(10), checkOut: daysAhead(11), rooms: 1, guests: 1 };
    const before = await bookingCount(suite.db, 'listing_id = $1', [Number(hotel.id)]);
    const noEmail = (await data(suite.env, tokens.admin, BOOK_ON_BEHALF, { input: { idempotencyKey: key(), contact: { name: 'Juma' }, hotel: stay } }))
      .adminBookingCreate;
    expect(noEmail.userErrors).toEqual([expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'contact.email' })]);
    const past = { ...stay, checkIn: daysAhead(-3), checkOut: daysAhead(-2) };
    const pastStay = (await data(suite.env, tokens.admin, BOOK_ON_BEHALF, { input: { idempotencyKey: key(), contact: guest('past'), hotel: past } }))
      .adminBookingCreate;
    expect(pastStay.userErrors).toEqual([expect.objectContaining({ code: 'BAD_USER_INPUT' })]);
    expect(await bookingCount(suite.db, 'listing_id = $1', [Number(hotel.id)])).toBe(before);
    for (const caller of [tokens.traveller, tokens.hotelManager]) {
      const refused = await gql(suite.env, caller, BOOK_ON_BEHALF, { input: { idempotencyKey: key(), contact: guest('x'), hotel: stay } });
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});
