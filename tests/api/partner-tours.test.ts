// The tour organizer's GraphQL: own tours only (another organizer's answer not found), typed refusals for bad
// input, an audit entry per change, and a departure added here booked by a traveller through the booking flow.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { CREATE, daysAhead, guest, key, mutate, signIn } from './bookings-support.js';

const suite = apiSuite();
const OTHER_ORGANIZER = 'tour-tz@partners.example.com';

const TOUR_CREATE = `mutation TourCreate($input: TourInput!) { tourCreate(input: $input) { tour { id name active price { minor } } userErrors { code field message } } }`;
const TOUR_UPDATE = `mutation TourUpdate($id: ID!, $input: TourInput!) { tourUpdate(id: $id, input: $input) { tour { id name active } userErrors { code field message } } }`;
const DEPARTURE_ADD = `mutation DepartureAdd($tourId: ID!, $input: TourDepartureInput!) { tourDepartureAdd(tourId: $tourId, input: $input) { departure { id date capacity booked seatsLeft } userErrors { code field message } } }`;
const DEPARTURE_UPDATE = `mutation DepartureUpdate($id: ID!, $input: TourDepartureInput!) { tourDepartureUpdate(id: $id, input: $input) { departure { id capacity } userErrors { code field message } } }`;
const STEP_ADD = `mutation StepAdd($tourId: ID!, $input: TourItineraryStepInput!) { tourItineraryStepAdd(tourId: $tourId, input: $input) { step { id position title } userErrors { code field message } } }`;
const STEP_REMOVE = `mutation StepRemove($id: ID!) { tourItineraryStepRemove(id: $id) { step { id } userErrors { code field message } } }`;
const PARTNER_TOUR = `query PartnerTour($id: ID!) { partnerTour(id: $id) { tour { id name } departures { id date capacity booked } itinerary { id position title } } }`;
const BOOKINGS = `query PartnerBookings($filter: PartnerBookingFilterInput) { partnerBookings(filter: $filter) { totalCount nodes { id reference status contactName listingId startDate } } }`;
const REVENUE = `query PartnerRevenue($from: String!, $to: String!) { partnerRevenue(from: $from, to: $to) { bookings revenue { minor } days { date bookings } byListing { listingId bookings revenue { minor } } } }`;
const CANCEL = `mutation Cancel($id: ID!) { partnerBookingCancel(id: $id, reason: "The boat is under repair") { booking { id status } userErrors { code field message } } }`;
const GUEST_ADD = `mutation GuestAdd($input: TourGuestInput!) { tourGuestAdd(input: $input) { guest { id fullName booking { reference } } userErrors { code field message } } }`;
const REPEAT = `mutation Repeat($tourId: ID!, $input: TourDepartureRuleInput!) { tourDeparturesRepeat(tourId: $tourId, input: $input) { departures { id date startTime capacity } skipped userErrors { code field message } } }`;
const MANIFEST = `query Manifest($id: ID!) { tourDepartureManifest(id: $id) { tour { name } departure { date startTime } headcount parties { booking { reference contactName email phone partySize status } guests { fullName pickup notes } } } }`;
const STEP_UPDATE = `mutation StepUpdate($id: ID!, $input: TourItineraryStepInput!) { tourItineraryStepUpdate(id: $id, input: $input) { step { id day title } userErrors { code field message } } }`;
const STEP_MOVE = `mutation StepMove($id: ID!, $position: Int!) { tourItineraryStepMove(id: $id, position: $position) { step { id position } userErrors { code field message } } }`;
const ITINERARY = `query Itinerary($id: ID!) { partnerTour(id: $id) { itinerary { position day title } } }`;
const RULES = `query Rules($id: ID!) { partnerTour(id: $id) { departureRules { id weekdays startTime from until capacity } departures { date } } }`;
const RULE_REMOVE = `mutation RuleRemove($id: ID!) { tourDepartureRuleRemove(id: $id) { ruleId removed kept userErrors { code field message } } }`;
const GUESTS = `query Guests($tourId: ID) { tourGuests(tourId: $tourId) { totalCount nodes { fullName } } }`;

const as = (token: string) => ({ authorization: `Bearer ${token}` });

async function call(document: string, variables: Record<string, unknown>, token: string) {
  const result = await suite.env.graphql(document, variables, as(token));
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return Object.values(result.data!)[0] as any;
}

async function kigaliCity(): Promise<number> {
  const { rows } = await suite.db.query(`select id from city where country_code = 'RW' order by id limit 1`);
  return rows[0].id;
}

async function newTour(token: string, name = `Partner walk ${key().slice(0, 6)}`, durationDays = 1) {
  const payload = await call(TOUR_CREATE, { input: { name, category: 'CULTURAL', durationDays, price: 40, cityId: String(await kigaliCity()) } }, token);
  expect(payload.userErrors).toEqual([]);
  return payload.tour as { id: string; name: string };
}

async function auditActions(subjectType: string, subjectId: string | number): Promise<string[]> {
  const { rows } = await suite.db.query(`select action from audit_entry where subject_type = $1 and subject_id = $2 order by id`, [
    subjectType,
    String(subjectId),
  ]);
  return rows.map((row) => row.action);
}

describe('tour organizer', () => {
  it('adds a departure that a traveller books through the booking flow, on the same seat counter', async () => {
    const organizer = await signIn(suite.env, 'tours@example.com');
    const tour = await newTour(organizer);
    const date = daysAhead(40);
    const added = await call(DEPARTURE_ADD, { tourId: tour.id, input: { date, capacity: 3 } }, organizer);
    expect(added.userErrors).toEqual([]);
    expect(added.departure).toMatchObject({ date, capacity: 3, booked: 0, seatsLeft: 3 });

    const detail = await suite.env.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ query: `query Tour($id: ID!) { tour(id: $id) { name departures { date seatsLeft } } }`, variables: { id: tour.id } }),
    });
    expect(detail.headers.get('cache-control')).toBe('no-store');
    expect(((await detail.json()) as any).data.tour.departures).toEqual([{ date, seatsLeft: 3 }]);

    const traveller = guest('tour-partner');
    const booked = await mutate(suite.env, CREATE, { idempotencyKey: key(), contact: traveller, tour: { tourId: tour.id, date, partySize: 2 } });
    expect(booked.userErrors).toEqual([]);
    expect(booked.booking).toMatchObject({ status: 'CONFIRMED', partySize: 2 });
    const { rows } = await suite.db.query(`select booked, capacity from tour_departure where id = $1`, [added.departure.id]);
    expect(rows[0]).toEqual({ booked: 2, capacity: 3 });

    // The last seat is the only one left: a party of two is refused by the counter.
    const tooMany = await mutate(suite.env, CREATE, { idempotencyKey: key(), contact: guest('tour-partner'), tour: { tourId: tour.id, date, partySize: 2 } });
    expect(tooMany.userErrors[0]?.code).toBe('UNAVAILABLE');

    // Fewer seats than are booked is refused with the field named.
    const shrink = await call(DEPARTURE_UPDATE, { id: added.departure.id, input: { capacity: 1 } }, organizer);
    expect(shrink.userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field: 'capacity' });

    const list = await call(BOOKINGS, { filter: { q: traveller.email, from: date, to: date } }, organizer);
    expect(list.nodes).toEqual([expect.objectContaining({ reference: booked.booking!.reference, status: 'CONFIRMED', contactName: traveller.name })]);
    const revenue = await call(REVENUE, { from: date, to: date }, organizer);
    expect(revenue.byListing.find((row: any) => row.listingId === tour.id)).toMatchObject({ bookings: 1, revenue: { minor: booked.booking!.total.minor } });

    const cancelled = await call(CANCEL, { id: booked.booking!.id }, organizer);
    expect(cancelled.booking.status).toBe('CANCELLED');
    const after = await suite.db.query(`select booked from tour_departure where id = $1`, [added.departure.id]);
    expect(after.rows[0].booked).toBe(0);

    expect(await auditActions('tour', tour.id)).toEqual(['tour.create']);
    expect(await auditActions('tour_departure', added.departure.id)).toEqual(['tour_departure.create']);
    expect(await auditActions('booking', booked.booking!.id)).toEqual(['booking.cancel']);
  });

  it("answers not found for another organizer's tour and departure, and changes nothing", async () => {
    const owner = await signIn(suite.env, 'tours@example.com');
    const other = await signIn(suite.env, OTHER_ORGANIZER);
    const tour = await newTour(owner);
    const departure = (await call(DEPARTURE_ADD, { tourId: tour.id, input: { date: daysAhead(45), capacity: 8 } }, owner)).departure;

    const rename = await call(TOUR_UPDATE, { id: tour.id, input: { name: 'Taken over' } }, other);
    expect(rename).toMatchObject({ tour: null, userErrors: [{ code: 'NOT_FOUND', message: 'Tour not found' }] });
    const missing = await call(TOUR_UPDATE, { id: '2147483000', input: { name: 'Nowhere' } }, other);
    expect(missing.userErrors).toEqual(rename.userErrors);
    expect((await call(DEPARTURE_UPDATE, { id: departure.id, input: { capacity: 1 } }, other)).userErrors[0].code).toBe('NOT_FOUND');
    expect((await call(DEPARTURE_ADD, { tourId: tour.id, input: { date: daysAhead(46), capacity: 5 } }, other)).userErrors[0].code).toBe('NOT_FOUND');
    const read = await suite.env.graphql(PARTNER_TOUR, { id: tour.id }, as(other));
    expect(read.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const { rows } = await suite.db.query(`select t.name, d.capacity from tour t join tour_departure d on d.tour_id = t.id where t.id = $1`, [tour.id]);
    expect(rows).toEqual([{ name: tour.name, capacity: 8 }]);
    expect(await auditActions('tour', tour.id)).toEqual(['tour.create']);

    // A traveller, and a partner of another kind, are refused at the door.
    const traveller = await signIn(suite.env, 'traveller@example.com');
    expect((await suite.env.graphql(PARTNER_TOUR, { id: tour.id }, as(traveller))).errors?.[0]?.extensions?.code).toMatch(/UNAUTHORIZED|FORBIDDEN/);
    const hotels = await signIn(suite.env, 'hotels@example.com');
    expect((await suite.env.graphql(TOUR_UPDATE, { id: tour.id, input: { name: 'x' } }, as(hotels))).errors?.[0]?.extensions?.code).toMatch(
      /UNAUTHORIZED|FORBIDDEN/,
    );
  });

  it('refuses bad input with typed errors and writes nothing', async () => {
    const organizer = await signIn(suite.env, 'tours@example.com');
    const before = await suite.db.query(`select count(*)::int as n from tour`);
    const zeroDays = await call(
      TOUR_CREATE,
      { input: { name: 'Zero days', category: 'CULTURAL', durationDays: 0, price: 10, cityId: String(await kigaliCity()) } },
      organizer,
    );
    expect(zeroDays.userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field: 'durationDays' });
    const noCity = await call(TOUR_CREATE, { input: { name: 'No city', category: 'CULTURAL', durationDays: 1, price: 10, cityId: '2147483000' } }, organizer);
    expect(noCity.userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field: 'cityId' });
    expect((await suite.db.query(`select count(*)::int as n from tour`)).rows[0].n).toBe(before.rows[0].n);

    const tour = await newTour(organizer);
    const past = await call(DEPARTURE_ADD, { tourId: tour.id, input: { date: '2020-01-01', capacity: 4 } }, organizer);
    expect(past.userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field: 'date' });
    const badDate = await call(DEPARTURE_ADD, { tourId: tour.id, input: { date: 'soon', capacity: 4 } }, organizer);
    expect(badDate.userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field: 'date' });
    const date = daysAhead(50);
    await call(DEPARTURE_ADD, { tourId: tour.id, input: { date, capacity: 4 } }, organizer);
    const twice = await call(DEPARTURE_ADD, { tourId: tour.id, input: { date, capacity: 4 } }, organizer);
    expect(twice.userErrors[0]).toMatchObject({ code: 'CONFLICT', field: 'date' });
    const wrongType = await suite.env.graphql(DEPARTURE_ADD, { tourId: tour.id, input: { date, capacity: 'many' } }, as(organizer));
    expect(wrongType.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('keeps itinerary positions in order and names guests on its bookings', async () => {
    const organizer = await signIn(suite.env, 'tours@example.com');
    const tour = await newTour(organizer);
    const steps = [];
    for (const title of ['Meet at the market', 'Coffee farm', 'Lunch by the lake'])
      steps.push((await call(STEP_ADD, { tourId: tour.id, input: { title } }, organizer)).step);
    expect(steps.map((step) => step.position)).toEqual([1, 2, 3]);
    expect((await call(STEP_REMOVE, { id: steps[0].id }, organizer)).userErrors).toEqual([]);
    const view = await call(PARTNER_TOUR, { id: tour.id }, organizer);
    expect(view.itinerary.map((step: any) => [step.position, step.title])).toEqual([
      [1, 'Coffee farm'],
      [2, 'Lunch by the lake'],
    ]);
    expect(await auditActions('tour_itinerary_step', steps[0].id)).toEqual(['tour_itinerary_step.create', 'tour_itinerary_step.delete']);

    const date = daysAhead(55);
    await call(DEPARTURE_ADD, { tourId: tour.id, input: { date, capacity: 6 } }, organizer);
    const booking = await mutate(suite.env, CREATE, { idempotencyKey: key(), contact: guest('manifest'), tour: { tourId: tour.id, date, partySize: 2 } });
    const added = await call(GUEST_ADD, { input: { bookingId: booking.booking!.id, fullName: 'Neema Travel', notes: 'Vegetarian' } }, organizer);
    expect(added.guest).toMatchObject({ fullName: 'Neema Travel', booking: { reference: booking.booking!.reference } });
    expect((await call(GUESTS, { tourId: tour.id }, organizer)).nodes).toEqual([{ fullName: 'Neema Travel' }]);
    const other = await signIn(suite.env, OTHER_ORGANIZER);
    expect((await call(GUEST_ADD, { input: { bookingId: booking.booking!.id, fullName: 'Intruder' } }, other)).userErrors[0]).toMatchObject({
      code: 'NOT_FOUND',
      field: 'bookingId',
    });
    expect((await call(GUESTS, { tourId: tour.id }, other)).totalCount).toBe(0);
  });

  it('adds departures from a weekly rule with a start time, and reads who travels on one in its manifest', async () => {
    const organizer = await signIn(suite.env, 'tours@example.com');
    const tour = await newTour(organizer);
    // Two weeks from a Monday 60-odd days ahead: Tuesdays and Fridays make four days.
    const start = new Date(`${daysAhead(60)}T00:00:00Z`);
    start.setUTCDate(start.getUTCDate() + ((8 - start.getUTCDay()) % 7));
    const day = (offset: number) => new Date(start.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const taken = await call(DEPARTURE_ADD, { tourId: tour.id, input: { date: day(4), startTime: '09:30', capacity: 3 } }, organizer);
    expect(taken.departure).toMatchObject({ date: day(4) });

    const rule = { weekdays: ['TUESDAY', 'FRIDAY'], startTime: '07:00', from: day(0), until: day(13), capacity: 8 };
    const series = await call(REPEAT, { tourId: tour.id, input: rule }, organizer);
    expect(series.userErrors).toEqual([]);
    expect(series.departures.map((d: any) => [d.date, d.startTime, d.capacity])).toEqual([
      [day(1), '07:00', 8],
      [day(8), '07:00', 8],
      [day(11), '07:00', 8],
    ]);
    expect(series.skipped).toEqual([day(4)]);
    expect(await auditActions('tour', tour.id)).toEqual(['tour.create', 'tour_departure.create_series']);

    const backwards = await call(REPEAT, { tourId: tour.id, input: { ...rule, from: day(13), until: day(0) } }, organizer);
    expect(backwards).toMatchObject({ departures: null, userErrors: [{ code: 'BAD_USER_INPUT', field: 'until' }] });
    const badTime = await call(REPEAT, { tourId: tour.id, input: { ...rule, startTime: '7am' } }, organizer);
    expect(badTime.userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field: 'startTime' });

    const departure = series.departures[0];
    const traveller = guest('manifest-series');
    const booked = await mutate(suite.env, CREATE, { idempotencyKey: key(), contact: traveller, tour: { tourId: tour.id, date: day(1), partySize: 3 } });
    expect(booked.userErrors).toEqual([]);
    await call(
      GUEST_ADD,
      { input: { bookingId: booked.booking!.id, fullName: 'Amani Travel', pickup: 'Hotel des Mille Collines', notes: 'Vegetarian' } },
      organizer,
    );
    const manifest = await call(MANIFEST, { id: departure.id }, organizer);
    expect(manifest).toMatchObject({ tour: { name: tour.name }, departure: { date: day(1), startTime: '07:00' }, headcount: 3 });
    expect(manifest.parties).toEqual([
      {
        booking: expect.objectContaining({ reference: booked.booking!.reference, contactName: traveller.name, email: traveller.email, partySize: 3 }),
        guests: [{ fullName: 'Amani Travel', pickup: 'Hotel des Mille Collines', notes: 'Vegetarian' }],
      },
    ]);

    // A cancelled booking leaves the manifest; another organizer finds no such departure.
    await call(CANCEL, { id: booked.booking!.id }, organizer);
    expect(await call(MANIFEST, { id: departure.id }, organizer)).toMatchObject({ headcount: 0, parties: [] });
    const other = await signIn(suite.env, OTHER_ORGANIZER);
    expect((await suite.env.graphql(MANIFEST, { id: departure.id }, as(other))).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('keeps a weekly rule, and removes it with the departures it made that nobody booked, after which the booked one stays', async () => {
    const organizer = await signIn(suite.env, 'tours@example.com');
    const tour = await newTour(organizer);
    const start = new Date(`${daysAhead(70)}T00:00:00Z`);
    start.setUTCDate(start.getUTCDate() + ((8 - start.getUTCDay()) % 7));
    const day = (offset: number) => new Date(start.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const single = await call(DEPARTURE_ADD, { tourId: tour.id, input: { date: day(2), capacity: 4 } }, organizer);
    expect(single.userErrors).toEqual([]);
    const input = { weekdays: ['TUESDAY', 'FRIDAY'], startTime: '07:00', from: day(0), until: day(13), capacity: 6 };
    const series = await call(REPEAT, { tourId: tour.id, input }, organizer);
    expect(series.departures.map((d: any) => d.date)).toEqual([day(1), day(4), day(8), day(11)]);

    const { departureRules } = await call(RULES, { id: tour.id }, organizer);
    expect(departureRules).toEqual([{ id: expect.any(String), ...input }]);
    const ruleId = departureRules[0].id as string;

    const traveller = guest('rule-kept');
    const booked = await mutate(suite.env, CREATE, { idempotencyKey: key(), contact: traveller, tour: { tourId: tour.id, date: day(8), partySize: 2 } });
    expect(booked.userErrors).toEqual([]);

    const other = await signIn(suite.env, OTHER_ORGANIZER);
    expect((await call(RULE_REMOVE, { id: ruleId }, other)).userErrors).toEqual([expect.objectContaining({ code: 'NOT_FOUND', field: 'id' })]);
    expect((await call(RULES, { id: tour.id }, organizer)).departureRules).toHaveLength(1);

    const removed = await call(RULE_REMOVE, { id: ruleId }, organizer);
    expect(removed).toEqual({ ruleId, removed: [day(1), day(4), day(11)], kept: [day(8)], userErrors: [] });
    const after = await call(RULES, { id: tour.id }, organizer);
    expect(after.departureRules).toEqual([]);
    // The single departure and the booked one stay; the traveller's booking is untouched.
    expect(after.departures.map((d: any) => d.date)).toEqual([day(2), day(8)]);
    const { rows } = await suite.db.query(`select status from booking where id = $1`, [booked.booking!.id]);
    expect(rows[0].status).toBe('confirmed');
    expect(await auditActions('tour_departure_rule', ruleId)).toEqual(['tour_departure_rule.delete']);
    expect((await call(RULE_REMOVE, { id: ruleId }, organizer)).userErrors).toEqual([expect.objectContaining({ code: 'NOT_FOUND' })]);
  });

  it('places itinerary steps on days travellers see, edits them and moves them up and down the order', async () => {
    const organizer = await signIn(suite.env, 'tours@example.com');
    const tour = await newTour(organizer, undefined, 3);
    const steps = [];
    for (const [title, day] of [
      ['Arrival', 1],
      ['Game drive', 2],
      ['Boat trip', 2],
      ['Departure', 3],
    ] as const)
      steps.push((await call(STEP_ADD, { tourId: tour.id, input: { title, day } }, organizer)).step);
    const order = async () => (await call(ITINERARY, { id: tour.id }, organizer)).itinerary.map((step: any) => [step.position, step.day, step.title]);

    const moved = await call(STEP_MOVE, { id: steps[2].id, position: 1 }, organizer);
    expect(moved).toMatchObject({ step: { id: steps[2].id, position: 1 }, userErrors: [] });
    expect(await order()).toEqual([
      [1, 2, 'Boat trip'],
      [2, 1, 'Arrival'],
      [3, 2, 'Game drive'],
      [4, 3, 'Departure'],
    ]);
    // Past the end means last.
    expect((await call(STEP_MOVE, { id: steps[2].id, position: 99 }, organizer)).step.position).toBe(4);
    const edited = await call(STEP_UPDATE, { id: steps[2].id, input: { title: 'Sunset boat trip', day: 3 } }, organizer);
    expect(edited.step).toMatchObject({ day: 3, title: 'Sunset boat trip' });
    expect(await order()).toEqual([
      [1, 1, 'Arrival'],
      [2, 2, 'Game drive'],
      [3, 3, 'Departure'],
      [4, 3, 'Sunset boat trip'],
    ]);
    // Travellers read the days the organizer set.
    const shown = await suite.env.graphql<{ tour: { itinerary: Array<{ position: number; day: number; title: string }> } }>(
      `query Tour($id: ID!) { tour(id: $id) { itinerary { position day title } } }`,
      { id: tour.id },
    );
    expect(shown.data!.tour.itinerary.map((step) => [step.position, step.day, step.title])).toEqual(await order());
    expect((await call(STEP_UPDATE, { id: steps[0].id, input: { day: 0 } }, organizer)).userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field: 'day' });
    expect((await call(STEP_UPDATE, { id: steps[0].id, input: { day: 4 } }, organizer)).userErrors[0]).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'day',
      message: 'This tour lasts 3 days: choose a day from 1 to 3.',
    });
    const other = await signIn(suite.env, OTHER_ORGANIZER);
    expect((await call(STEP_MOVE, { id: steps[0].id, position: 2 }, other)).userErrors[0].code).toBe('NOT_FOUND');
    expect(await auditActions('tour_itinerary_step', steps[2].id)).toEqual([
      'tour_itinerary_step.create',
      'tour_itinerary_step.move',
      'tour_itinerary_step.move',
      'tour_itinerary_step.update',
    ]);
  });
});
