// The hotel's front desk over real HTTP and PostgreSQL: a confirmed booking's guest is checked in from the stay's
// first day (hotel's clock) until its check-out day, then checked out; held, cancelled, early or ended stays are
// refused with typed errors; another manager's booking is not found; each step is audited and filterable.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { CREATE, HOLD, daysAhead, mutate, signIn } from './bookings-support.js';
import { hotelManagerApi, stay } from './partner-hotel-support.js';

const suite = apiSuite();
const { graphql, otherManager, ownHotelId, newRoomType } = hotelManagerApi(suite);

const STAY_FIELDS = 'id status checkedInAt checkedOutAt';
const CHECK_IN = `mutation ($id: ID!) { hotelBookingCheckIn(id: $id) { booking { ${STAY_FIELDS} } userErrors { code field message } } }`;
const CHECK_OUT = `mutation ($id: ID!) { hotelBookingCheckOut(id: $id) { booking { ${STAY_FIELDS} } userErrors { code field message } } }`;
const CANCEL = `mutation ($id: ID!, $reason: String = "Room out of order") { partnerBookingCancel(id: $id, reason: $reason) { booking { id status } userErrors { code field message } } }`;
const BOOKINGS = `query ($filter: PartnerBookingFilterInput) { partnerBookings(filter: $filter) { totalCount nodes { id reference checkedInAt checkedOutAt } } }`;

/** A confirmed stay at the demo manager's hotel, booked ahead and then moved to span today on any clock of the continent. */
async function stayUnderWay(owner: string, { started = true } = {}) {
  const hotelId = await ownHotelId(owner);
  const room = await newRoomType(owner, hotelId);
  const booked = await mutate(suite.env, CREATE, stay(hotelId, room.id, daysAhead(200), daysAhead(202)));
  expect(booked.userErrors).toEqual([]);
  if (started) await suite.db.query(`update booking set start_date = current_date - 1, end_date = current_date + 2 where id = $1`, [booked.booking!.id]);
  return booked.booking as { id: string; reference: string };
}

const stayAudit = async (bookingId: string) =>
  (await suite.db.query(`select action, before, after from audit_entry where subject_type = 'booking' and subject_id = $1 order by id`, [bookingId])).rows;

describe('hotel manager: check-in and check-out', () => {
  it('checks a guest in, then out, each step audited and found by the stay filter; a checked-in booking cannot be cancelled', async () => {
    const owner = await signIn(suite.env, 'hotels@example.com');
    const booking = await stayUnderWay(owner);
    const early = await graphql(owner, CHECK_OUT, { id: booking.id });
    expect(early.data!.hotelBookingCheckOut.userErrors).toEqual([{ code: 'CONFLICT', field: 'id', message: 'Check the guest in before checking them out.' }]);

    const checkedIn = await graphql(owner, CHECK_IN, { id: booking.id });
    expect(checkedIn.data!.hotelBookingCheckIn).toMatchObject({
      userErrors: [],
      booking: { status: 'CONFIRMED', checkedInAt: expect.any(String), checkedOutAt: null },
    });
    const inHouse = await graphql(owner, BOOKINGS, { filter: { q: booking.reference, stay: 'CHECKED_IN' } });
    expect(inHouse.data!.partnerBookings.nodes.map((node: { id: string }) => node.id)).toEqual([booking.id]);
    expect((await graphql(owner, BOOKINGS, { filter: { q: booking.reference, stay: 'EXPECTED' } })).data!.partnerBookings.totalCount).toBe(0);
    const twice = await graphql(owner, CHECK_IN, { id: booking.id });
    expect(twice.data!.hotelBookingCheckIn.userErrors).toEqual([{ code: 'CONFLICT', field: 'id', message: 'This guest has already checked in.' }]);
    const cancel = await graphql(owner, CANCEL, { id: booking.id });
    expect(cancel.data!.partnerBookingCancel.userErrors).toEqual([expect.objectContaining({ code: 'CONFLICT', field: 'id' })]);

    const checkedOut = await graphql(owner, CHECK_OUT, { id: booking.id });
    expect(checkedOut.data!.hotelBookingCheckOut).toMatchObject({
      userErrors: [],
      booking: { checkedInAt: expect.any(String), checkedOutAt: expect.any(String) },
    });
    expect((await graphql(owner, BOOKINGS, { filter: { q: booking.reference, stay: 'CHECKED_IN' } })).data!.partnerBookings.totalCount).toBe(0);
    expect((await graphql(owner, BOOKINGS, { filter: { q: booking.reference, stay: 'CHECKED_OUT' } })).data!.partnerBookings.totalCount).toBe(1);
    const again = await graphql(owner, CHECK_OUT, { id: booking.id });
    expect(again.data!.hotelBookingCheckOut.userErrors).toEqual([{ code: 'CONFLICT', field: 'id', message: 'This guest has already checked out.' }]);

    const audit = await stayAudit(booking.id);
    expect(audit.map((entry) => entry.action)).toEqual(['booking.check_in', 'booking.check_out']);
    expect(audit[0]).toMatchObject({
      before: expect.objectContaining({ checkedInAt: null }),
      after: expect.objectContaining({ checkedInAt: expect.any(String) }),
    });
  });

  it('refuses a stay not begun or already ended, a held and a cancelled booking, and records nothing', async () => {
    const owner = await signIn(suite.env, 'hotels@example.com');
    const ahead = await stayUnderWay(owner, { started: false });
    const tooEarly = await graphql(owner, CHECK_IN, { id: ahead.id });
    expect(tooEarly.data!.hotelBookingCheckIn.userErrors).toEqual([
      { code: 'CONFLICT', field: 'id', message: `Check-in opens on ${daysAhead(200)}, the first night of the stay.` },
    ]);

    const ended = await stayUnderWay(owner);
    await suite.db.query(`update booking set start_date = current_date - 5, end_date = current_date - 3 where id = $1`, [ended.id]);
    expect((await graphql(owner, CHECK_IN, { id: ended.id })).data!.hotelBookingCheckIn.userErrors[0]).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('can no longer be checked in'),
    });

    // Cancelled before it began (a partner cannot cancel a stay under way), then its dates come.
    const cancelled = await stayUnderWay(owner, { started: false });
    expect((await graphql(owner, CANCEL, { id: cancelled.id })).data!.partnerBookingCancel.userErrors).toEqual([]);
    await suite.db.query(`update booking set start_date = current_date - 1, end_date = current_date + 2 where id = $1`, [cancelled.id]);
    const hotelId = await ownHotelId(owner);
    const room = await newRoomType(owner, hotelId);
    const { payment: _payment, ...holdInput } = stay(hotelId, room.id, daysAhead(210), daysAhead(211));
    const held = await mutate(suite.env, HOLD, holdInput);
    expect(held.booking!.status).toBe('HELD');
    await suite.db.query(`update booking set start_date = current_date - 1, end_date = current_date + 1 where id = $1`, [held.booking!.id]);
    const refused = await graphql(owner, CHECK_IN, { id: cancelled.id });
    expect(refused.data!.hotelBookingCheckIn.userErrors).toEqual([
      { code: 'CONFLICT', field: 'id', message: 'Only a confirmed booking has a guest to check in or out.' },
    ]);
    // A checkout held, never confirmed, is not one of the partner's bookings.
    expect((await graphql(owner, CHECK_IN, { id: held.booking!.id })).data!.hotelBookingCheckIn.userErrors).toEqual([
      { code: 'NOT_FOUND', field: 'id', message: 'Booking not found' },
    ]);
    const { rows } = await suite.db.query(`select count(*)::int as n from booking where id = any($1::uuid[]) and checked_in_at is not null`, [
      [ahead.id, ended.id, cancelled.id, held.booking!.id],
    ]);
    expect(rows[0].n).toBe(0);
    for (const id of [ahead.id, ended.id]) expect(await stayAudit(id)).toEqual([]);
  });

  it("another manager's booking is not found, as a missing id is; other partners are refused", async () => {
    const owner = await signIn(suite.env, 'hotels@example.com');
    const booking = await stayUnderWay(owner);
    const other = await otherManager();
    const stranger = await graphql(other, CHECK_IN, { id: booking.id });
    const missing = await graphql(other, CHECK_IN, { id: '00000000-0000-4000-8000-000000000000' });
    expect(stranger.data!.hotelBookingCheckIn.userErrors).toEqual([{ code: 'NOT_FOUND', field: 'id', message: 'Booking not found' }]);
    expect(missing.data!.hotelBookingCheckIn.userErrors).toEqual(stranger.data!.hotelBookingCheckIn.userErrors);
    const organizer = await signIn(suite.env, 'tours@example.com');
    expect((await graphql(organizer, CHECK_IN, { id: booking.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await suite.db.query('select checked_in_at from booking where id = $1', [booking.id])).rows[0].checked_in_at).toBeNull();
  });
});
