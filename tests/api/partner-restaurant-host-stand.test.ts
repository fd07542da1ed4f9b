// The restaurant host stand over real HTTP and PostgreSQL: pacing refuses a party past the covers of a slot (also
// when the bookings race), and availability leaves a full slot out; a no-show frees its table and covers, through
// the state machine, from the reservation's day only; a walk-in is seated at a free table; the partner's new-booking
// mail carries the guests' requests.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { MODIFY } from './after-booking-support.js';
import { CREATE, type Payload, concurrently, daysAhead, expectCountersConsistent, guest, key, mutate, signIn } from './bookings-support.js';

const suite = apiSuite();
const graphql = (token: string, query: string, variables?: Record<string, unknown>) =>
  suite.env.graphql(query, variables, { authorization: `Bearer ${token}` });

const ERRORS = 'userErrors { code field message }';
const RESERVATION = `reservation { status walkIn tableId allergies occasion booking { id reference } } ${ERRORS}`;
const PACING = `mutation ($id: ID!, $pacingCovers: Int) { restaurantPacingSet(id: $id, pacingCovers: $pacingCovers) { restaurant { id pacingCovers } ${ERRORS} } }`;
const TIMES = `query ($restaurantId: ID!, $date: String!, $partySize: Int!) { restaurantTimes(restaurantId: $restaurantId, date: $date, partySize: $partySize) }`;
const TABLES = `query ($restaurantId: ID!, $date: String!, $time: String!) { restaurantAvailability(restaurantId: $restaurantId, date: $date, time: $time) { occupiedTableIds } }`;
const NO_SHOW = `mutation ($id: ID!) { reservationNoShow(id: $id) { ${RESERVATION} } }`;
const SEAT = `mutation ($id: ID!) { reservationSeat(id: $id) { ${RESERVATION} } }`;
const FINISH = `mutation ($id: ID!) { reservationFinish(id: $id) { ${RESERVATION} } }`;
const CANCEL = `mutation ($id: ID!) { partnerBookingCancel(id: $id, reason: "Kitchen closed") { booking { id } ${ERRORS} } }`;
const WALK_IN = `mutation ($input: WalkInInput!) { reservationWalkIn(input: $input) { ${RESERVATION} } }`;
const DAY = `query ($id: ID!, $date: String!) { partnerRestaurantDay(id: $id, date: $date) { slots { time covers reservations { status walkIn allergies booking { id } } } } }`;
const TABLE_ADD = `mutation ($restaurantId: ID!, $input: RestaurantTableInput!) { restaurantTableAdd(restaurantId: $restaurantId, input: $input) { table { id } ${ERRORS} } }`;
const UPDATE = `mutation ($id: ID!, $input: RestaurantInput!) { restaurantUpdate(id: $id, input: $input) { ${ERRORS} } }`;
const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

/** The demo manager's first restaurant, open 08:00 to 23:00 every day, with `tables` new tables of four. */
async function ownRestaurant(tables: number) {
  const owner = await signIn(suite.env, 'restaurants@example.com');
  const listed = await graphql(owner, '{ partnerRestaurants { nodes { id } } }');
  const id = listed.data!.partnerRestaurants.nodes[0].id as string;
  const hours = WEEKDAYS.map((weekday) => ({ weekday, opens: '08:00', closes: '23:00' }));
  expect((await graphql(owner, UPDATE, { id, input: { openingHours: hours } })).data!.restaurantUpdate.userErrors).toEqual([]);
  const tableIds: string[] = [];
  for (let index = 0; index < tables; index++) {
    const added = await graphql(owner, TABLE_ADD, { restaurantId: id, input: { label: `H${index}`, seats: 4, x: 10 + index, y: 10 } });
    tableIds.push(added.data!.restaurantTableAdd.table.id);
  }
  return { owner, id, tableIds };
}

const pace = async (owner: string, id: string, pacingCovers: number | null) =>
  expect((await graphql(owner, PACING, { id, pacingCovers })).data!.restaurantPacingSet).toEqual({ restaurant: { id, pacingCovers }, userErrors: [] });

const book = (restaurantId: string, date: string, time: string, partySize: number, extra: Record<string, unknown> = {}) =>
  mutate(suite.env, CREATE, { idempotencyKey: key(), contact: guest('host'), restaurant: { restaurantId, date, time, partySize, ...extra } });

const times = async (restaurantId: string, date: string, partySize: number) =>
  (await suite.env.graphql(TIMES, { restaurantId, date, partySize })).data!.restaurantTimes as string[];

const SLOT_FULL = { code: 'SLOT_FULL', field: 'restaurant.time', message: 'This time is fully booked. Please choose another time.' };

describe('restaurant pacing', () => {
  it('refuses a party past the covers of a slot, and availability leaves that slot out for it', async () => {
    const { owner, id } = await ownRestaurant(3);
    const date = daysAhead(30);
    expect(await times(id, date, 4)).toContain('19:00');
    await pace(owner, id, 6);
    expect((await book(id, date, '19:00', 4)).userErrors).toEqual([]);
    expect(await book(id, date, '19:00', 4)).toEqual({ booking: null, userErrors: [SLOT_FULL] });
    expect(await times(id, date, 4)).not.toContain('19:00');
    expect(await times(id, date, 2)).toContain('19:00');
    expect((await book(id, date, '19:00', 2)).userErrors).toEqual([]);
    // The opening hours drive the times: from 08:00, none at or after the 23:00 close.
    const open = await times(id, date, 1);
    expect(open[0]).toBe('08:00');
    expect(open).not.toContain('19:00');
    expect(open.at(-1)).toBe('22:00');
    await pace(owner, id, null);
    expect(await times(id, date, 4)).toContain('19:00');
  });

  it("counts a changed reservation's own covers once: it can shrink in a full slot, not grow past it", async () => {
    const { owner, id } = await ownRestaurant(2);
    const date = daysAhead(34);
    await pace(owner, id, 4);
    expect((await book(id, date, '13:00', 1)).userErrors).toEqual([]);
    const traveller = await signIn(suite.env, 'traveller@example.com');
    const restaurant = { restaurantId: id, date, time: '13:00', partySize: 3 };
    const own = await mutate(suite.env, CREATE, { idempotencyKey: key(), restaurant }, traveller);
    expect(own.userErrors).toEqual([]);
    const change = (partySize: number) =>
      mutate(suite.env, MODIFY, { idempotencyKey: key(), reference: own.booking!.reference, change: { partySize } }, traveller);
    expect((await change(2)).userErrors).toEqual([]);
    expect((await change(4)).userErrors).toEqual([expect.objectContaining({ code: 'SLOT_FULL' })]);
  });

  it('lets racing bookings fill a slot exactly to its pacing, never past it', async () => {
    const { owner, id } = await ownRestaurant(8);
    const date = daysAhead(31);
    await pace(owner, id, 4);
    const answers: Payload[] = await concurrently(8, () => book(id, date, '20:00', 2));
    expect(answers.filter((answer) => answer.booking)).toHaveLength(2);
    for (const refused of answers.filter((answer) => !answer.booking)) expect(refused.userErrors).toEqual([SLOT_FULL]);
    const { rows } = await suite.db.query(
      `select sum(party_size)::int as covers from booking where listing_id = $1 and type = 'restaurant' and start_date = $2 and start_time = '20:00' and status = 'confirmed'`,
      [id, date],
    );
    expect(rows[0].covers).toBe(4);
    await expectCountersConsistent(suite.db);
  });
});

describe('the host stand', () => {
  it('marks a no-show from its day only: the table and covers go back, and it can no longer be seated or cancelled', async () => {
    const { owner, id } = await ownRestaurant(1);
    const date = daysAhead(32);
    await pace(owner, id, 2);
    const booked = await book(id, date, '21:00', 2, { allergies: 'Peanuts', occasion: 'birthday' });
    expect(booked.userErrors).toEqual([]);
    const bookingId = booked.booking!.id as string;
    expect(await times(id, date, 2)).not.toContain('21:00');

    const early = await graphql(owner, NO_SHOW, { id: bookingId });
    expect(early.data!.reservationNoShow.userErrors).toEqual([
      { code: 'CONFLICT', field: 'id', message: `This reservation is for ${date}: it can be seated or marked from that day.` },
    ]);

    const today = (
      await suite.db.query(`update booking set start_date = current_date, end_date = current_date where id = $1 returning start_date::text as d`, [bookingId])
    ).rows[0].d as string;
    const day = await graphql(owner, DAY, { id, date: today });
    const slot = day.data!.partnerRestaurantDay.slots.find((candidate: { time: string }) => candidate.time === '21:00');
    expect(slot).toMatchObject({ covers: 2, reservations: [{ status: 'BOOKED', walkIn: false, allergies: 'Peanuts', booking: { id: bookingId } }] });

    const marked = await graphql(owner, NO_SHOW, { id: bookingId });
    expect(marked.data!.reservationNoShow).toMatchObject({ userErrors: [], reservation: { status: 'NO_SHOW', allergies: 'Peanuts', occasion: 'birthday' } });
    expect((await graphql(owner, NO_SHOW, { id: bookingId })).data!.reservationNoShow.userErrors).toEqual([
      { code: 'CONFLICT', field: 'id', message: 'This reservation was marked as a no-show.' },
    ]);
    expect((await graphql(owner, SEAT, { id: bookingId })).data!.reservationSeat.userErrors).toEqual([
      { code: 'CONFLICT', field: 'id', message: 'This reservation was marked as a no-show.' },
    ]);
    const cancel = await graphql(owner, CANCEL, { id: bookingId });
    expect(cancel.data!.partnerBookingCancel.userErrors).toEqual([{ code: 'CONFLICT', field: 'id', message: 'This reservation was marked as a no-show.' }]);
    const after = await graphql(owner, DAY, { id, date: today });
    expect(after.data!.partnerRestaurantDay.slots.find((candidate: { time: string }) => candidate.time === '21:00').covers).toBe(0);

    // Back on its own date, it takes neither the table nor the covers.
    await suite.db.query(`update booking set start_date = $2, end_date = $2 where id = $1`, [bookingId, date]);
    expect(await times(id, date, 2)).toContain('21:00');
    expect((await suite.env.graphql(TABLES, { restaurantId: id, date, time: '21:00' })).data!.restaurantAvailability.occupiedTableIds).toEqual([]);
    const { rows } = await suite.db.query(`select count(*)::int as live from inventory_claim where booking_id = $1 and released_at is null`, [bookingId]);
    expect(rows[0].live).toBe(0);
    const audit = await suite.db.query(`select action from audit_entry where subject_type = 'booking' and subject_id = $1`, [bookingId]);
    expect(audit.rows.map((row) => row.action)).toEqual(['booking.no_show']);
    await expectCountersConsistent(suite.db);
  });

  it('seats a walk-in at a free table, refuses a second one there, and finishes it', async () => {
    const { owner, tableIds } = await ownRestaurant(1);
    const tableId = tableIds[0]!;
    expect((await graphql(owner, WALK_IN, { input: { tableId, partySize: 5 } })).data!.reservationWalkIn.userErrors).toEqual([
      { code: 'BAD_USER_INPUT', field: 'partySize', message: 'This table seats 4.' },
    ]);
    const seated = await graphql(owner, WALK_IN, { input: { tableId, partySize: 3, name: 'Joseph' } });
    expect(seated.data!.reservationWalkIn).toMatchObject({ userErrors: [], reservation: { status: 'SEATED', walkIn: true, tableId } });
    const again = await graphql(owner, WALK_IN, { input: { tableId, partySize: 2 } });
    expect(again.data!.reservationWalkIn.userErrors).toEqual([{ code: 'UNAVAILABLE', field: 'tableId', message: 'This table is taken: choose a free one.' }]);
    const finished = await graphql(owner, FINISH, { id: seated.data!.reservationWalkIn.reservation.booking.id });
    expect(finished.data!.reservationFinish).toMatchObject({ userErrors: [], reservation: { status: 'FINISHED' } });
    const mails = await suite.db.query(`select count(*)::int as n from email_outbox where text like $1`, [
      `%${seated.data!.reservationWalkIn.reservation.booking.reference}%`,
    ]);
    expect(mails.rows[0].n).toBe(0);
  });

  it("tells the partner of a new reservation's seating, occasion, allergies and requests", async () => {
    const { id } = await ownRestaurant(1);
    const booked = await book(id, daysAhead(33), '12:00', 2, {
      seatingPreference: 'window',
      occasion: 'romantic',
      allergies: 'Shellfish',
      specialRequests: 'Quiet corner',
    });
    expect(booked.userErrors).toEqual([]);
    const { rows } = await suite.db.query(`select text from email_outbox where template = 'partner-booking' and text like $1`, [
      `%${booked.booking!.reference}%`,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].text).toMatch(/Seating\W+By the window/);
    expect(rows[0].text).toMatch(/Occasion\W+Romantic/);
    expect(rows[0].text).toMatch(/Allergies\W+Shellfish/);
    expect(rows[0].text).toMatch(/Special requests\W+Quiet corner/);
  });
});
