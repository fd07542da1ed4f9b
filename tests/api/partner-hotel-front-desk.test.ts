// The hotel front desk's day over real HTTP and PostgreSQL: the board lists the confirmed stays of the manager's
// hotels arriving and leaving on a date (one hotel when asked), never a cancelled one nor another manager's; a guest
// who never came is marked a no-show through the state machine, only while expected, from the day of arrival, by
// the owning manager only; the stay's rooms go back on sale, so a traveller can book those nights.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { CREATE, daysAhead, expectCountersConsistent, mutate, signIn } from './bookings-support.js';
import { CREATE_ROOM, hotelManagerApi, stay } from './partner-hotel-support.js';

const suite = apiSuite();
const { graphql, otherManager, newRoomType } = hotelManagerApi(suite);

const ERRORS = 'userErrors { code field message }';
const STAY = 'booking { id status checkedInAt checkedOutAt noShowAt }';
const GUEST = 'status booking { id reference listingId contactName partySize units choices { roomType nights specialRequests } }';
const BOARD = `query ($date: String!, $hotelId: ID) { hotelFrontDesk(date: $date, hotelId: $hotelId) { date arrivals { ${GUEST} } departures { ${GUEST} } } }`;
const NO_SHOW = `mutation ($id: ID!) { hotelBookingNoShow(id: $id) { ${STAY} ${ERRORS} } }`;
const CHECK_IN = `mutation ($id: ID!) { hotelBookingCheckIn(id: $id) { ${STAY} ${ERRORS} } }`;
const CHECK_OUT = `mutation ($id: ID!) { hotelBookingCheckOut(id: $id) { ${STAY} ${ERRORS} } }`;
const CANCEL = `mutation ($id: ID!) { partnerBookingCancel(id: $id, reason: "Room out of order") { booking { id } ${ERRORS} } }`;
const HOTELS = '{ managedHotels { id active } }';
/** A day no other booking of the seed falls on. */
const DAY = '2027-03-10';

async function ownHotels(owner: string): Promise<string[]> {
  const listed = await graphql(owner, HOTELS);
  return listed.data!.managedHotels.filter((hotel: { active: boolean }) => hotel.active).map((hotel: { id: string }) => hotel.id);
}

/** A confirmed stay at `hotelId` (booked ahead), with a request; then its dates moved by `dates` when given. */
async function booked(owner: string, hotelId: string, dates?: { start: string; end: string }, roomTypeId?: string) {
  const room = roomTypeId ?? (await newRoomType(owner, hotelId)).id;
  const input = stay(hotelId, room, daysAhead(200), daysAhead(203));
  const result = await mutate(suite.env, CREATE, { ...input, hotel: { ...input.hotel, specialRequests: 'Late arrival, around 23:00' } });
  expect(result.userErrors).toEqual([]);
  const booking = result.booking as { id: string; reference: string };
  if (dates) await suite.db.query('update booking set start_date = $2, end_date = $3 where id = $1', [booking.id, dates.start, dates.end]);
  return booking;
}

/** Moves a stay to span today on any clock of the continent (its rooms stay claimed on the nights booked). */
const underWay = (id: string) => suite.db.query(`update booking set start_date = current_date - 1, end_date = current_date + 2 where id = $1`, [id]);

describe('hotel manager: the front desk', () => {
  it('lists the arrivals and departures of a day across the hotels or for one, with room type, nights, guests and requests', async () => {
    const owner = await signIn(suite.env, 'hotels@example.com');
    const [first, second] = await ownHotels(owner);
    const arriving = await booked(owner, first!, { start: DAY, end: '2027-03-13' });
    const leaving = await booked(owner, second!, { start: '2027-03-07', end: DAY });
    const cancelled = await booked(owner, first!);
    expect((await graphql(owner, CANCEL, { id: cancelled.id })).data!.partnerBookingCancel.userErrors).toEqual([]);
    await suite.db.query('update booking set start_date = $2 where id = $1', [cancelled.id, DAY]);
    const otherDay = await booked(owner, first!, { start: '2027-03-11', end: '2027-03-12' });

    const board = (await graphql(owner, BOARD, { date: DAY })).data!.hotelFrontDesk;
    expect(board.date).toBe(DAY);
    expect(board.arrivals).toEqual([
      {
        status: 'EXPECTED',
        booking: {
          id: arriving.id,
          reference: arriving.reference,
          listingId: first,
          contactName: 'Amina Guest',
          partySize: 2,
          units: 1,
          choices: { roomType: expect.stringMatching(/^Garden room/), nights: 3, specialRequests: 'Late arrival, around 23:00' },
        },
      },
    ]);
    expect(board.departures.map((guest: { booking: { id: string } }) => guest.booking.id)).toEqual([leaving.id]);
    const ids = [...board.arrivals, ...board.departures].map((guest: { booking: { id: string } }) => guest.booking.id);
    expect(ids).not.toContain(cancelled.id);
    expect(ids).not.toContain(otherDay.id);

    const onlySecond = (await graphql(owner, BOARD, { date: DAY, hotelId: second })).data!.hotelFrontDesk;
    expect(onlySecond.arrivals).toEqual([]);
    expect(onlySecond.departures.map((guest: { booking: { id: string } }) => guest.booking.id)).toEqual([leaving.id]);

    const other = await otherManager();
    expect((await graphql(other, BOARD, { date: DAY })).data!.hotelFrontDesk).toEqual({ date: DAY, arrivals: [], departures: [] });
    const stranger = await graphql(other, BOARD, { date: DAY, hotelId: first });
    expect(stranger.errors?.[0]).toMatchObject({ message: 'Hotel not found', extensions: { code: 'NOT_FOUND' } });
    const wrongDay = await graphql(owner, BOARD, { date: '10/03/2027' });
    expect(wrongDay.errors?.[0]).toMatchObject({ message: 'date must be a date as YYYY-MM-DD.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('marks a no-show only while the guest is expected and from the day of arrival, shown on the board; checked-in guests check out', async () => {
    const owner = await signIn(suite.env, 'hotels@example.com');
    const [hotelId] = await ownHotels(owner);
    const ahead = await booked(owner, hotelId!);
    expect((await graphql(owner, NO_SHOW, { id: ahead.id })).data!.hotelBookingNoShow.userErrors).toEqual([
      { code: 'CONFLICT', field: 'id', message: `A no-show can be marked from ${daysAhead(200)}, the day of arrival.` },
    ]);

    const arrived = await booked(owner, hotelId!);
    await underWay(arrived.id);
    expect((await graphql(owner, CHECK_IN, { id: arrived.id })).data!.hotelBookingCheckIn.userErrors).toEqual([]);
    expect((await graphql(owner, NO_SHOW, { id: arrived.id })).data!.hotelBookingNoShow.userErrors).toEqual([
      { code: 'CONFLICT', field: 'id', message: 'This guest has already checked in.' },
    ]);
    expect((await graphql(owner, CHECK_OUT, { id: arrived.id })).data!.hotelBookingCheckOut.userErrors).toEqual([]);

    const missing = await booked(owner, hotelId!);
    await underWay(missing.id);
    const marked = await graphql(owner, NO_SHOW, { id: missing.id });
    expect(marked.data!.hotelBookingNoShow).toMatchObject({
      userErrors: [],
      booking: { status: 'CONFIRMED', checkedInAt: null, noShowAt: expect.any(String) },
    });
    expect((await graphql(owner, NO_SHOW, { id: missing.id })).data!.hotelBookingNoShow.userErrors).toEqual([
      { code: 'CONFLICT', field: 'id', message: 'This guest was already marked as a no-show.' },
    ]);
    expect((await graphql(owner, CHECK_IN, { id: missing.id })).data!.hotelBookingCheckIn.userErrors[0]).toMatchObject({ code: 'CONFLICT' });

    const { rows } = await suite.db.query('select start_date::text as day from booking where id = $1', [missing.id]);
    const board = (await graphql(owner, BOARD, { date: rows[0].day, hotelId })).data!.hotelFrontDesk;
    const statuses = Object.fromEntries(board.arrivals.map((guest: { status: string; booking: { id: string } }) => [guest.booking.id, guest.status]));
    expect(statuses).toMatchObject({ [missing.id]: 'NO_SHOW', [arrived.id]: 'CHECKED_OUT' });
    const audit = await suite.db.query(`select action from audit_entry where subject_type = 'booking' and subject_id = $1`, [missing.id]);
    expect(audit.rows.map((row) => row.action)).toEqual(['booking.no_show']);
  });

  it("frees the stay's rooms: a traveller books the nights of a no-show in a room type of one room", async () => {
    const owner = await signIn(suite.env, 'hotels@example.com');
    const [hotelId] = await ownHotels(owner);
    const created = await graphql(owner, CREATE_ROOM, { input: { hotelId, name: 'The only suite', units: 1, maxGuests: 2, price: 120 } });
    const suiteId = created.data!.roomTypeCreate.roomType.id as string;
    const first = await booked(owner, hotelId!, undefined, suiteId);
    const full = await mutate(suite.env, CREATE, stay(hotelId!, suiteId, daysAhead(200), daysAhead(203)));
    expect(full.userErrors[0]).toMatchObject({ code: 'UNAVAILABLE' });

    await underWay(first.id);
    expect((await graphql(owner, NO_SHOW, { id: first.id })).data!.hotelBookingNoShow.userErrors).toEqual([]);
    const again = await mutate(suite.env, CREATE, stay(hotelId!, suiteId, daysAhead(200), daysAhead(203)));
    expect(again.userErrors).toEqual([]);
    expect(again.booking).toMatchObject({ status: 'CONFIRMED' });
    await expectCountersConsistent(suite.db);
  });

  it("another manager's booking is not found; other partners are refused; nothing changes", async () => {
    const owner = await signIn(suite.env, 'hotels@example.com');
    const [hotelId] = await ownHotels(owner);
    const booking = await booked(owner, hotelId!);
    await underWay(booking.id);
    const other = await otherManager();
    expect((await graphql(other, NO_SHOW, { id: booking.id })).data!.hotelBookingNoShow.userErrors).toEqual([
      { code: 'NOT_FOUND', field: 'id', message: 'Booking not found' },
    ]);
    const host = await signIn(suite.env, 'restaurants@example.com');
    expect((await graphql(host, NO_SHOW, { id: booking.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await graphql(host, BOARD, { date: DAY })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await suite.db.query('select no_show_at from booking where id = $1', [booking.id])).rows[0].no_show_at).toBeNull();
  });
});
