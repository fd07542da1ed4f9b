// A leisure venue's nights, events and door over real HTTP and PostgreSQL: a night set apart (fewer places, closed)
// is what bookings meet, also when they race; an event is booked at its price per person plus the taxes and fees,
// with its lines, and refused with EVENT_FULL past its places; only the venue's manager manages either; the door list
// shows the night's guests, its places and its events, and lets guests in from their night.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { withTaxesAndFees } from '../support/spec-prices.js';
import { CREATE, type Payload, concurrently, daysAhead, expectCountersConsistent, guest, key, mutate, signIn } from './bookings-support.js';

const suite = apiSuite();
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const ERRORS = 'userErrors { code field message }';
const EVENT = 'id name description date startTime capacity cancelled placesLeft pricePerPerson { minor }';
const NIGHT = 'venueId date capacity usualCapacity closed setApart booked';
const VENUE_CREATE = `mutation ($input: LeisureVenueInput!) { leisureVenueCreate(input: $input) { venue { id } ${ERRORS} } }`;
const VENUE_UPDATE = `mutation ($id: ID!, $input: LeisureVenueInput!) { leisureVenueUpdate(id: $id, input: $input) { ${ERRORS} } }`;
const NIGHT_SET = `mutation ($venueId: ID!, $input: VenueNightInput!) { venueNightSet(venueId: $venueId, input: $input) { night { ${NIGHT} } ${ERRORS} } }`;
const EVENT_CREATE = `mutation ($venueId: ID!, $input: LeisureEventInput!) { leisureEventCreate(venueId: $venueId, input: $input) { event { ${EVENT} } ${ERRORS} } }`;
const EVENT_UPDATE = `mutation ($id: ID!, $input: LeisureEventInput!) { leisureEventUpdate(id: $id, input: $input) { event { ${EVENT} } ${ERRORS} } }`;
const EVENT_CANCEL = `mutation ($id: ID!, $reason: String!) { leisureEventCancel(id: $id, reason: $reason) { event { ${EVENT} } ${ERRORS} } }`;
const EVENTS = `query ($venueId: ID!) { partnerLeisureEvents(venueId: $venueId) { ${EVENT} } }`;
const DOOR = `query ($venueId: ID!, $date: String) { partnerVenueDoorList(venueId: $venueId, date: $date) {
  night { ${NIGHT} } arrivedGuests events { booked event { id name } }
  guests { arrived event { id name } booking { id reference contactName partySize startTime } } } }`;
const ARRIVE = `mutation ($id: ID!) { venueGuestArrive(id: $id) { guest { arrived booking { id } } ${ERRORS} } }`;
const PLACES = `query ($venueId: ID!, $date: String!) { leisureAvailability(venueId: $venueId, date: $date) { capacity placesLeft } }`;
const VENUE_PAGE = `query ($id: ID!) { leisureVenue(id: $id) { upcomingEvents { id name date startTime pricePerPerson { minor } } } }`;
const BOOKING_LINES = `query ($reference: String!, $email: String) { booking(reference: $reference, email: $email) {
  status total { minor } lineItems { kind name quantity unitPrice { minor } amount { minor } } } }`;

async function graphql(query: string, variables: Record<string, unknown>, token?: string) {
  const result = await suite.env.graphql(query, variables, token ? as(token) : {});
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return Object.values(result.data!)[0] as any;
}

/** A new club of the demo leisure manager's, open all day and night, `capacity` places a night, entry 10. */
async function ownVenue(capacity: number) {
  const owner = await signIn(suite.env, 'leisure@example.com');
  const { rows } = await suite.db.query(`select id from city where country_code = 'RW' order by id limit 1`);
  const input = {
    name: `Door test ${key().slice(0, 6)}`,
    cityId: String(rows[0].id),
    type: 'CLUB',
    openTime: '00:00',
    closeTime: '00:00',
    priceLevel: 2,
    entryPrice: 10,
    capacity,
  };
  const created = await graphql(VENUE_CREATE, { input }, owner);
  expect(created.userErrors).toEqual([]);
  return { owner, venueId: created.venue.id as string };
}

const book = (venueId: string, date: string, guests: number, extra: Record<string, unknown> = {}, contact = guest('door')) =>
  mutate(suite.env, CREATE, {
    idempotencyKey: key(),
    contact,
    payment: { method: 'TEST_CARD', cardNumber: '4242424242424242' },
    leisure: { venueId, date, time: '22:00', guests, ...extra },
  });

const NIGHT_CLOSED = { code: 'UNAVAILABLE', field: 'leisure.date', message: 'The venue is closed that night. Please choose another date.' };
const EVENT_FULL = { code: 'EVENT_FULL', field: 'leisure.guests', message: 'This event is full. Please choose fewer guests or another event.' };

describe("a venue's nights", () => {
  it('a night set apart is what bookings meet: fewer places, closed, never below what is booked, then the usual again', async () => {
    const { owner, venueId } = await ownVenue(10);
    const date = daysAhead(40);
    const set = async (input: Record<string, unknown>) => graphql(NIGHT_SET, { venueId, input: { date, ...input } }, owner);

    expect(await set({ capacity: 4 })).toEqual({
      night: { venueId, date, capacity: 4, usualCapacity: 10, closed: false, setApart: true, booked: 0 },
      userErrors: [],
    });
    expect((await book(venueId, date, 3)).userErrors).toEqual([]);
    expect(await graphql(PLACES, { venueId, date })).toEqual({ capacity: 4, placesLeft: 1 });
    expect((await book(venueId, date, 2)).userErrors).toEqual([expect.objectContaining({ code: 'UNAVAILABLE' })]);
    expect((await set({ capacity: 2 })).userErrors).toEqual([
      { code: 'BAD_USER_INPUT', field: 'capacity', message: '3 places are already booked or held that night: the capacity cannot go below that.' },
    ]);

    expect((await set({ closed: true })).night).toMatchObject({ closed: true, setApart: true, booked: 3 });
    expect(await book(venueId, date, 1)).toEqual({ booking: null, userErrors: [NIGHT_CLOSED] });
    expect(await graphql(PLACES, { venueId, date })).toEqual({ capacity: 0, placesLeft: 0 });

    expect((await set({})).night).toMatchObject({ capacity: 10, closed: false, setApart: false });
    expect((await book(venueId, date, 7)).userErrors).toEqual([]);
    // Another night keeps the usual places.
    expect((await book(venueId, daysAhead(41), 10)).userErrors).toEqual([]);
  });

  it("keeps a night's own places when the usual capacity changes", async () => {
    const { owner, venueId } = await ownVenue(10);
    const date = daysAhead(42);
    expect((await graphql(NIGHT_SET, { venueId, input: { date, capacity: 4 } }, owner)).userErrors).toEqual([]);
    expect((await book(venueId, date, 1)).userErrors).toEqual([]);
    expect((await graphql(VENUE_UPDATE, { id: venueId, input: { capacity: 20 } }, owner)).userErrors).toEqual([]);
    expect((await book(venueId, date, 4)).userErrors).toEqual([expect.objectContaining({ code: 'UNAVAILABLE' })]);
    expect(await graphql(PLACES, { venueId, date })).toEqual({ capacity: 4, placesLeft: 3 });
  });

  it('lets racing bookings fill a night set apart exactly to its places, never past them', async () => {
    const { owner, venueId } = await ownVenue(50);
    const date = daysAhead(43);
    expect((await graphql(NIGHT_SET, { venueId, input: { date, capacity: 3 } }, owner)).userErrors).toEqual([]);
    const answers: Payload[] = await concurrently(8, () => book(venueId, date, 1));
    expect(answers.filter((answer) => answer.booking)).toHaveLength(3);
    for (const refused of answers.filter((answer) => !answer.booking)) expect(refused.userErrors).toEqual([expect.objectContaining({ code: 'UNAVAILABLE' })]);
    await expectCountersConsistent(suite.db);
  });
});

describe("a venue's events", () => {
  async function ownEvent(capacity: number, date = daysAhead(45)) {
    const venue = await ownVenue(100);
    const input = { name: 'Amapiano Night', description: 'Three DJs until late', date, startTime: '22:00', capacity, price: 25 };
    const created = await graphql(EVENT_CREATE, { venueId: venue.venueId, input }, venue.owner);
    expect(created.userErrors).toEqual([]);
    return { ...venue, date, event: created.event };
  }

  it('is on the venue page, and is booked at its price per person plus taxes and fees, its lines shown', async () => {
    const { venueId, date, event } = await ownEvent(5);
    expect(event).toMatchObject({
      name: 'Amapiano Night',
      date,
      startTime: '22:00',
      capacity: 5,
      cancelled: false,
      placesLeft: 5,
      pricePerPerson: { minor: 2500 },
    });
    expect((await graphql(VENUE_PAGE, { id: venueId })).upcomingEvents).toEqual([
      { id: event.id, name: 'Amapiano Night', date, startTime: '22:00', pricePerPerson: { minor: 2500 } },
    ]);

    const contact = guest('event');
    const booked = await book(venueId, date, 2, { eventId: event.id }, contact);
    expect(booked.userErrors).toEqual([]);
    expect(booked.booking!.total.minor).toBe(withTaxesAndFees(2 * 2500));
    const lines = await graphql(BOOKING_LINES, { reference: booked.booking!.reference, email: contact.email });
    expect(lines.total.minor).toBe(withTaxesAndFees(5000));
    expect(lines.lineItems).toEqual([
      { kind: 'PER_PERSON', name: 'Amapiano Night', quantity: 2, unitPrice: { minor: 2500 }, amount: { minor: 5000 } },
      { kind: 'TAXES_AND_FEES', name: 'Taxes and fees', quantity: 1, unitPrice: { minor: 500 }, amount: { minor: 500 } },
    ]);
    // Its places are its own: the venue's night is untouched.
    expect(await graphql(PLACES, { venueId, date })).toEqual({ capacity: 100, placesLeft: 100 });
  });

  it('is refused past its places with EVENT_FULL, also when bookings race, and only at its date and start', async () => {
    const { venueId, date, event } = await ownEvent(4);
    expect((await book(venueId, date, 3, { eventId: event.id })).userErrors).toEqual([]);
    expect(await book(venueId, date, 2, { eventId: event.id })).toEqual({ booking: null, userErrors: [EVENT_FULL] });
    expect((await book(venueId, daysAhead(46), 1, { eventId: event.id })).userErrors).toEqual([
      { code: 'BAD_USER_INPUT', field: 'leisure.date', message: `This event is on ${date}.` },
    ]);

    const racing = await ownEvent(3, daysAhead(47));
    const answers: Payload[] = await concurrently(7, () => book(racing.venueId, racing.date, 1, { eventId: racing.event.id }));
    expect(answers.filter((answer) => answer.booking)).toHaveLength(3);
    for (const refused of answers.filter((answer) => !answer.booking)) expect(refused.userErrors).toEqual([EVENT_FULL]);
    await expectCountersConsistent(suite.db);
  });

  it('is edited (never below its bookings, its date fixed once booked) and cancelled with its bookings by its manager only', async () => {
    const { owner, venueId, date, event } = await ownEvent(6);
    const contact = guest('cancelled');
    const booked = await book(venueId, date, 2, { eventId: event.id }, contact);
    expect(booked.userErrors).toEqual([]);

    const other = await signIn(suite.env, 'leisure-tz@partners.example.com');
    const notFound = expect.objectContaining({ code: 'NOT_FOUND' });
    expect((await graphql(EVENT_UPDATE, { id: event.id, input: { name: 'Taken over' } }, other)).userErrors).toEqual([notFound]);
    expect((await graphql(EVENT_CANCEL, { id: event.id, reason: 'Not mine' }, other)).userErrors).toEqual([notFound]);
    expect((await graphql(NIGHT_SET, { venueId, input: { date, closed: true } }, other)).userErrors).toEqual([notFound]);
    expect((await graphql(EVENT_CREATE, { venueId, input: { name: 'Intruder', date, startTime: '20:00', capacity: 5, price: 1 } }, other)).userErrors).toEqual([
      notFound,
    ]);
    for (const query of [EVENTS, DOOR]) {
      const refused = await suite.env.graphql(query, { venueId, date }, as(other));
      expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }

    expect((await graphql(EVENT_UPDATE, { id: event.id, input: { capacity: 1 } }, owner)).userErrors).toEqual([
      { code: 'BAD_USER_INPUT', field: 'capacity', message: '2 places are already booked or held: the capacity cannot go below that.' },
    ]);
    expect((await graphql(EVENT_UPDATE, { id: event.id, input: { startTime: '23:00' } }, owner)).userErrors).toEqual([
      expect.objectContaining({ code: 'CONFLICT', field: 'date' }),
    ]);
    const edited = await graphql(EVENT_UPDATE, { id: event.id, input: { name: 'Amapiano Night XL', capacity: 8, price: 30 } }, owner);
    expect(edited).toEqual({
      event: expect.objectContaining({ name: 'Amapiano Night XL', capacity: 8, placesLeft: 6, pricePerPerson: { minor: 3000 } }),
      userErrors: [],
    });

    const cancelled = await graphql(EVENT_CANCEL, { id: event.id, reason: 'The DJ is ill' }, owner);
    expect(cancelled).toEqual({ event: expect.objectContaining({ cancelled: true, placesLeft: 0 }), userErrors: [] });
    expect((await graphql(BOOKING_LINES, { reference: booked.booking!.reference, email: contact.email })).status).toBe('CANCELLED');
    expect((await graphql(VENUE_PAGE, { id: venueId })).upcomingEvents).toEqual([]);
    expect((await graphql(EVENTS, { venueId }, owner)).map((row: { cancelled: boolean }) => row.cancelled)).toEqual([true]);
    expect((await book(venueId, date, 1, { eventId: event.id })).userErrors).toEqual([
      expect.objectContaining({ code: 'NOT_FOUND', field: 'leisure.eventId' }),
    ]);
    const { rows } = await suite.db.query(`select action from audit_entry where subject_type = 'leisure_event' and subject_id = $1 order by id`, [event.id]);
    expect(rows.map((row) => row.action)).toEqual(['leisure_event.create', 'leisure_event.update', 'leisure_event.cancel']);
  });
});

describe("a venue's door list", () => {
  it("shows the night's guests (name, party, event, time), its places and events, and lets guests in from their night", async () => {
    const { owner, venueId } = await ownVenue(30);
    const date = daysAhead(50);
    const event = (await graphql(EVENT_CREATE, { venueId, input: { name: 'Live Jazz', date, startTime: '22:00', capacity: 10, price: 15 } }, owner)).event;
    const night = await book(venueId, date, 3, {}, { ...guest('door'), name: 'Kwame Mensah' });
    const atEvent = await book(venueId, date, 2, { eventId: event.id }, { ...guest('door'), name: 'Aisha Diallo' });
    expect(night.userErrors).toEqual([]);
    expect(atEvent.userErrors).toEqual([]);
    await book(venueId, daysAhead(51), 4);

    const door = await graphql(DOOR, { venueId, date }, owner);
    expect(door.night).toEqual({ venueId, date, capacity: 30, usualCapacity: 30, closed: false, setApart: false, booked: 3 });
    expect(door.events).toEqual([{ booked: 2, event: { id: event.id, name: 'Live Jazz' } }]);
    expect(door.arrivedGuests).toBe(0);
    expect(
      door.guests.map((row: any) => [row.booking.contactName, row.booking.partySize, row.booking.startTime, row.event?.name ?? null, row.arrived]),
    ).toEqual([
      ['Aisha Diallo', 2, '22:00', 'Live Jazz', false],
      ['Kwame Mensah', 3, '22:00', null, false],
    ]);

    const early = await graphql(ARRIVE, { id: night.booking!.id }, owner);
    expect(early.userErrors).toEqual([{ code: 'CONFLICT', field: 'id', message: `This booking is for ${date}: its guests can be let in from that night.` }]);
    // The night comes: the booking is moved to the venue's today, as the clock would.
    const { rows } = await suite.db.query(`select (now() at time zone 'Africa/Kigali')::date::text as today`);
    await suite.db.query(`update booking set start_date = $1, end_date = $1 where id = $2`, [rows[0].today, night.booking!.id]);
    expect(await graphql(ARRIVE, { id: night.booking!.id }, owner)).toEqual({ guest: { arrived: true, booking: { id: night.booking!.id } }, userErrors: [] });
    const tonight = await graphql(DOOR, { venueId, date: null }, owner);
    expect(tonight.night.date).toBe(rows[0].today);
    expect(tonight.arrivedGuests).toBe(3);
    expect(tonight.guests.map((row: any) => [row.booking.contactName, row.arrived])).toEqual([['Kwame Mensah', true]]);
    expect((await graphql(ARRIVE, { id: night.booking!.id }, owner)).userErrors).toEqual([expect.objectContaining({ field: 'id' })]);
    const other = await signIn(suite.env, 'leisure-tz@partners.example.com');
    expect((await graphql(ARRIVE, { id: atEvent.booking!.id }, other)).userErrors).toEqual([expect.objectContaining({ code: 'NOT_FOUND' })]);
  });
});
