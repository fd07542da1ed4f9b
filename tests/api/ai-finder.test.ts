// The AI trip finder over GraphQL on the seeded database: real, available listings within the budget, the
// spec §4 itinerary, honesty when nothing fits, a model that may only choose among the planner's packages, and
// booking a package in one step, all or nothing, which a failing or unreachable model never stops.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { type ChatRequest, type StandIn, startStandIn } from '../support/openai-stand-in.js';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment.js';
import { daysAhead, expectCountersConsistent, guest } from './bookings-support.js';
import { roomTypeName } from '../../shared/src/demo-names.js';
import { withTaxesAndFees } from '../support/spec-prices.js';

const suite = apiSuite();

const PART = 'kind listingId name type cost { minor amount } date endDate time roomTypeId roomType rooms serves';
const TRIP_PACKAGE = `query TripPackage($input: TripPackageInput!) {
  tripPackage(input: $input) {
    aiGenerated country startDate endDate days journeyers preferences
    package {
      withinBudget rationale preferenceMatch
      total { minor } remaining { minor } budget { minor } transfers { minor }
      hotel { ${PART} } tours { ${PART} } restaurants { ${PART} } transport { ${PART} } nightlife { ${PART} }
      itinerary { day date items { kind name listingId cost { minor } time } }
    }
  }
}`;
const BOOK = `mutation TripPackageBook($input: TripPackageBookInput!) {
  tripPackageBook(input: $input) {
    bookings { reference type status listingId startDate total { minor } }
    replacement { package { withinBudget tours { listingId date } } }
    userErrors { code field message }
  }
}`;

type Part = {
  kind: string;
  listingId: string;
  name: string;
  cost: { minor: number };
  date: string;
  endDate: string;
  time: string | null;
  roomTypeId: string | null;
  rooms: number | null;
  serves: string[];
};

async function findTrip(env: TestEnvironment, input: Record<string, unknown>) {
  const result = await env.graphql(TRIP_PACKAGE, { input });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.tripPackage;
}

const partsOf = (found: any): Part[] =>
  [found.package.hotel, ...found.package.tours, ...found.package.restaurants, found.package.transport, ...found.package.nightlife].filter(Boolean);

const partInputs = (found: any) =>
  partsOf(found).map(({ kind, listingId, date, endDate, time, roomTypeId, rooms }) => ({ kind, listingId, date, endDate, time, roomTypeId, rooms }));

const rwanda = (start: number, extra: Record<string, unknown> = {}) => ({
  country: 'RW',
  date: daysAhead(start),
  endDate: daysAhead(start + 5),
  journeyers: 2,
  budget: 1500,
  ...extra,
});

describe('trip finder', () => {
  it('plans Rwanda for 2 over 5 days within 1,500 USD from active listings of the country, priced as the database says', async () => {
    const found = await findTrip(suite.env, rwanda(40, { preferences: ['wildlife', 'culture'] }));
    const pkg = found.package;
    expect(found).toMatchObject({ aiGenerated: false, country: 'RW', days: 5, journeyers: 2 });
    expect(pkg.withinBudget).toBe(true);
    expect(pkg.total.minor).toBeLessThanOrEqual(150_000);
    expect(pkg.remaining.minor).toBe(150_000 - pkg.total.minor);
    expect(pkg.hotel).not.toBeNull();
    expect(pkg.tours.length + pkg.restaurants.length).toBeGreaterThan(0);
    // The total is the parts plus the two transfers.
    expect(pkg.total.minor).toBe(partsOf(found).reduce((sum, part) => sum + part.cost.minor, 0) + 5000);

    const { rows: hotel } = await suite.db.query(
      `select h.country_code, h.active, rt.price_per_night_minor, rt.max_guests from hotel h join hotel_room_type rt on rt.hotel_id = h.id where h.id = $1 and rt.id = $2`,
      [pkg.hotel.listingId, pkg.hotel.roomTypeId],
    );
    expect(hotel[0]).toMatchObject({ country_code: 'RW', active: true });
    expect(pkg.hotel.rooms).toBe(Math.ceil(2 / hotel[0].max_guests));
    expect(pkg.hotel.cost.minor).toBe(hotel[0].price_per_night_minor * pkg.hotel.rooms * 5);
    for (const tour of pkg.tours) {
      const { rows } = await suite.db.query(`select country_code, base_price_minor from tour where id = $1 and active`, [tour.listingId]);
      expect(rows[0]).toMatchObject({ country_code: 'RW', base_price_minor: tour.cost.minor / 2 });
    }
    for (const dinner of pkg.restaurants) {
      const { rows } = await suite.db.query(`select country_code from restaurant where id = $1 and active`, [dinner.listingId]);
      expect(rows[0]).toMatchObject({ country_code: 'RW' });
      // Spec §9: a table without a pre-order is charged 50 before taxes and fees.
      expect(dinner.cost.minor).toBe(5_000);
    }
  });

  it('lays the itinerary out by spec §4: pickup first, hotel daily, tours from day 2, drop-off last', async () => {
    const found = await findTrip(suite.env, rwanda(45, { budget: 4000, preferences: ['wildlife'] }));
    const days = found.package.itinerary;
    expect(days.map((day: any) => day.day)).toEqual([1, 2, 3, 4, 5]);
    expect(days[0].items[0]).toMatchObject({ kind: 'AIRPORT_PICKUP', cost: { minor: 2500 } });
    expect(days[4].items.at(-1)).toMatchObject({ kind: 'AIRPORT_DROPOFF', cost: { minor: 2500 } });
    for (const day of days) expect(day.items.filter((item: any) => item.kind === 'HOTEL')).toHaveLength(1);
    const hotelDays = days.map((day: any) => day.items.find((item: any) => item.kind === 'HOTEL').cost.minor);
    expect(hotelDays.reduce((a: number, b: number) => a + b, 0)).toBe(found.package.hotel.cost.minor);
    for (const day of days) for (const item of day.items) if (item.kind === 'TOUR') expect(day.day).toBeGreaterThanOrEqual(2);
    if (found.package.transport) expect(days[0].items.some((item: any) => item.kind === 'TRANSPORT')).toBe(true);
    // Every cost of the itinerary adds up to the total.
    expect(days.flatMap((day: any) => day.items).reduce((sum: number, item: any) => sum + item.cost.minor, 0)).toBe(found.package.total.minor);
    // When a wildlife tour with places departs inside the trip and fits the budget beside the cheapest stay, the package has one.
    const { rows } = await suite.db.query(
      `select count(*)::int as n from tour t join tour_departure d on d.tour_id = t.id
       where t.country_code = 'RW' and t.active and t.category = 'wildlife' and d.capacity - d.booked >= 2
         and d.departs_on between $1::date and $2::date - (t.duration_days - 1) and t.base_price_minor * 2 <= $3`,
      [days[1].date, days[4].date, 400_000 - 5000 - found.package.hotel.cost.minor],
    );
    expect(found.package.tours.some((tour: Part) => tour.serves.includes('wildlife'))).toBe(rows[0].n > 0);
  });

  it('defaults to 5 days without dates, 1 day for the same start and end, and says so when no package fits', async () => {
    expect((await findTrip(suite.env, { country: 'Rwanda' })).days).toBe(5);
    expect((await findTrip(suite.env, rwanda(50, { endDate: daysAhead(50) }))).days).toBe(1);
    const poor = await findTrip(suite.env, rwanda(50, { budget: 10 }));
    expect(poor.package.withinBudget).toBe(false);
    expect(poor.package.rationale).toMatch(/No package fits a budget of \$10\.00/);
    expect(poor.package.remaining.minor).toBeLessThan(0);
    // What it shows is the least a stay costs: the cheapest room for the group and the transfers.
    const { rows } = await suite.db.query(
      `select min(rt.price_per_night_minor * ceil(2.0 / rt.max_guests))::int as nightly from hotel h join hotel_room_type rt on rt.hotel_id = h.id
       where h.country_code = 'RW' and h.active and rt.units >= ceil(2.0 / rt.max_guests)`,
    );
    expect(poor.package.total.minor).toBeLessThanOrEqual(rows[0].nightly * 5 + 5000);
  });

  it('only picks what can be booked on the dates: a full departure is left out', async () => {
    const input = rwanda(60, { budget: 6000, preferences: ['adventure', 'wildlife', 'culture'] });
    const first = await findTrip(suite.env, input);
    expect(first.package.tours.length).toBeGreaterThan(0);
    const taken = first.package.tours[0] as Part;
    await suite.db.query(`update tour_departure set booked = capacity where tour_id = $1 and departs_on = $2`, [taken.listingId, taken.date]);
    const second = await findTrip(suite.env, input);
    expect(second.package.tours.some((tour: Part) => tour.listingId === taken.listingId && tour.date === taken.date)).toBe(false);
    // Every part is free by the availability queries, another path to the same counters.
    const rooms = await suite.env.graphql(
      `query($id: ID!, $i: String!, $o: String!) { hotelAvailability(hotelId: $id, checkIn: $i, checkOut: $o) { roomTypeId unitsLeft } }`,
      {
        id: second.package.hotel.listingId,
        i: second.package.hotel.date,
        o: second.package.hotel.endDate,
      },
    );
    const room = rooms.data!.hotelAvailability.find((entry: any) => entry.roomTypeId === second.package.hotel.roomTypeId);
    expect(room.unitsLeft).toBeGreaterThanOrEqual(second.package.hotel.rooms);
    for (const tour of second.package.tours as Part[]) {
      const { rows } = await suite.db.query(`select capacity - booked as left from tour_departure where tour_id = $1 and departs_on = $2`, [
        tour.listingId,
        tour.date,
      ]);
      expect(rows[0].left).toBeGreaterThanOrEqual(2);
    }
  });

  it('books dinner only where the restaurant is open that evening', async () => {
    // Every restaurant of Benin closed on Mondays: a one-day trip on a Monday has no dinner, on a Tuesday it has.
    await suite.db.query(
      `update restaurant set opening_hours = (select jsonb_agg(day) from jsonb_array_elements(opening_hours::jsonb) day where day->>'weekday' <> 'monday') where country_code = 'BJ'`,
    );
    const monday = Array.from({ length: 7 }, (_, index) => daysAhead(100 + index)).find((date) => new Date(`${date}T12:00:00Z`).getUTCDay() === 1)!;
    const tuesday = new Date(Date.parse(`${monday}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const trip = (date: string) => ({ country: 'BJ', date, endDate: date, journeyers: 2, budget: 5000, preferences: ['food'] });
    expect((await findTrip(suite.env, trip(tuesday))).package.restaurants.length).toBeGreaterThan(0);
    expect((await findTrip(suite.env, trip(monday))).package.restaurants).toEqual([]);
  });

  it("explains the package in the traveller's language", async () => {
    const input = rwanda(42, { preferences: ['wildlife'] });
    const inLanguage = async (language: string) => {
      const result = await suite.env.graphql(TRIP_PACKAGE, { input }, { 'accept-language': language });
      expect(result.errors).toBeUndefined();
      return result.data!.tripPackage.package.rationale as string;
    };
    expect(await inLanguage('en')).toMatch(/airport transfers included\.$/);
    expect(await inLanguage('fr')).toMatch(/transferts aéroport compris\.$/);
    expect(await inLanguage('pt')).toMatch(/transferes do aeroporto incluídos\.$/);
    const arabic = await inLanguage('ar');
    expect(arabic).toContain('المجموع');
    expect(arabic).toContain('الحياة البرية');
    const tooSmall = await suite.env.graphql(TRIP_PACKAGE, { input: { ...input, budget: 60 } }, { 'accept-language': 'fr' });
    expect(tooSmall.data!.tripPackage.package.rationale).toMatch(/^Aucun forfait ne tient dans un budget de/);
    // Money as each language writes it (Intl), never an English "$60.00" inside a translated sentence; no hotel type
    // left as its English enum word; counts in the language's plural form.
    expect(tooSmall.data!.tripPackage.package.rationale).toContain(
      `budget de ${new Intl.NumberFormat('fr', { style: 'currency', currency: 'USD' }).format(60)}`,
    );
    // The demo room type in the reader's words ("Chambre Deluxe King", never "Deluxe King Room").
    const roomType = (await suite.env.graphql(TRIP_PACKAGE, { input })).data!.tripPackage.package.hotel.roomType as string;
    for (const language of ['fr', 'pt', 'ar']) {
      const text = await inLanguage(language);
      expect(text, language).not.toMatch(/\$\d|\b(luxury|boutique|guesthouse|apartment|eco)\b|\b1 (voyageurs|viajantes|nuits|noites)\b|em a noite/);
      expect(roomTypeName(roomType, language), language).not.toBe(roomType);
      expect(text, language).toContain(roomTypeName(roomType, language));
    }
    expect(await inLanguage('pt')).not.toContain('em a noite');
  });

  it('refuses bad requests with the field at fault', async () => {
    for (const [input, field] of [
      [{ country: 'RW', journeyers: 0 }, 'journeyers'],
      [{ country: 'RW', budget: 0 }, 'budget'],
      [{ country: 'Atlantis' }, 'country'],
      [{ country: 'RW', date: '2020-01-01' }, 'date'],
      [{ country: 'RW', date: daysAhead(20), endDate: daysAhead(10) }, 'endDate'],
      [{ country: 'RW', preferences: ['casinos'] }, 'preferences.0'],
    ] as const) {
      const result = await suite.env.graphql(TRIP_PACKAGE, { input });
      expect(result.errors?.[0]?.extensions, JSON.stringify(input)).toMatchObject({ field });
    }
  });
});

describe('with a model', () => {
  let standIn: StandIn;
  let withModel: TestEnvironment;
  beforeAll(async () => {
    standIn = await startStandIn();
    withModel = await createTestEnvironment({ AI_BASE_URL: standIn.baseUrl, AI_MODEL: 'stand-in', AI_TIMEOUT_SECONDS: '2' });
  });
  afterAll(async () => {
    await withModel?.close();
    await standIn?.close();
  });

  /** The packages the model was shown, by number: their total and hotel. */
  const shown = (request: ChatRequest) =>
    [...request.messages.at(-1)!.content.matchAll(/Package (\d+): total \$([\d.]+)\.\n- Hotel: ([^(]+) \(/g)].map(([, number, total, hotel]) => ({
      number: Number(number),
      totalMinor: Math.round(Number(total) * 100),
      hotel: hotel!.trim(),
    }));

  it("re-ranks among the planner's packages only, with its own rationale", async () => {
    standIn.reply = (request) => {
      const last = shown(request).at(-1)!;
      return { kind: 'answer', content: JSON.stringify({ choice: last.number, rationale: 'Stand-in: the quieter lodge suits a couple.' }) };
    };
    const found = await findTrip(withModel, rwanda(70, { preferences: ['food'] }));
    const offered = shown(standIn.requests.at(-1)!);
    expect(standIn.requests.at(-1)!.messages[0]!.content).toMatch(/Write the rationale in English\.$/);
    expect(offered.length).toBeGreaterThan(1);
    expect(found.aiGenerated).toBe(true);
    expect(found.package.rationale).toBe('Stand-in: the quieter lodge suits a couple.');
    expect(found.package.total.minor).toBe(offered.at(-1)!.totalMinor);
    expect(found.package.hotel.name).toBe(offered.at(-1)!.hotel);
    expect(found.package.total.minor).toBeLessThanOrEqual(150_000);
  });

  it('keeps the planner when the model names no package, or fails', async () => {
    const local = await findTrip(suite.env, rwanda(71));
    standIn.reply = () => ({ kind: 'answer', content: JSON.stringify({ choice: 42, rationale: 'A palace that does not exist.' }) });
    const invented = await findTrip(withModel, rwanda(71));
    expect(invented.aiGenerated).toBe(false);
    expect(invented.package.hotel.listingId).toBe(local.package.hotel.listingId);
    expect(invented.package.rationale).toBe(local.package.rationale);
    standIn.reply = () => ({ kind: 'status', status: 500 });
    const failed = await findTrip(withModel, rwanda(71));
    expect(failed).toMatchObject({ aiGenerated: false, package: { withinBudget: true, rationale: local.package.rationale } });
  });
});

const HOLD_PACKAGE = `mutation TripPackageHold($input: TripPackageBookInput!) { tripPackageHold(input: $input) {
  bookings { reference status total { minor } lineItems { kind amount { minor } } } total { minor } userErrors { code field } } }`;
const CONFIRM_PACKAGE = `mutation TripPackageConfirm($input: TripPackageConfirmInput!) { tripPackageConfirm(input: $input) {
  bookings { reference status paymentStatus total { minor } } total { minor } userErrors { code field } } }`;

describe('booking a package', () => {
  it('holds every part for a review, priced line by line; only the confirmation with the terms accepted books them', async () => {
    const input = rwanda(76, { budget: 2500, preferences: ['food'] });
    const found = await findTrip(suite.env, input);
    const parts = partInputs(found);
    const contact = guest('package-review');
    const held = (await suite.env.graphql(HOLD_PACKAGE, { input: { idempotencyKey: randomUUID(), trip: input, parts, contact } })).data!.tripPackageHold;
    expect(held.userErrors).toEqual([]);
    expect(held.bookings).toHaveLength(parts.length);
    for (const booking of held.bookings) {
      expect(booking.status).toBe('HELD');
      expect(booking.lineItems.reduce((sum: number, line: any) => sum + line.amount.minor, 0)).toBe(booking.total.minor);
      expect(booking.lineItems.at(-1).kind).toBe('TAXES_AND_FEES');
    }
    // What the review shows as the package's total is what the parts charge: the estimate's transfers are not in it.
    const charged = partsOf(found).reduce((sum, part) => sum + withTaxesAndFees(part.cost.minor), 0);
    expect(held.total.minor).toBe(charged);
    const references = held.bookings.map((booking: any) => booking.reference);
    const confirm = (extra: Record<string, unknown>) =>
      suite.env.graphql(CONFIRM_PACKAGE, {
        input: { idempotencyKey: randomUUID(), references, email: contact.email, payment: { method: 'PAY_AT_VENUE' }, termsAccepted: true, ...extra },
      });

    const withoutTerms = (await confirm({ termsAccepted: false })).data!.tripPackageConfirm;
    expect(withoutTerms.userErrors).toEqual([{ code: 'BAD_USER_INPUT', field: 'termsAccepted' }]);
    const byPhone = (await confirm({ payment: { method: 'MPESA', phone: '0712345678' } })).data!.tripPackageConfirm;
    expect(byPhone.userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field: 'payment.method' });
    const stillHeld = await suite.db.query(`select count(*)::int as n from booking where email = $1 and status = 'held'`, [contact.email]);
    expect(stillHeld.rows[0].n).toBe(parts.length);

    const booked = (await confirm({})).data!.tripPackageConfirm;
    expect(booked.userErrors).toEqual([]);
    expect(booked.bookings.map((booking: any) => booking.status)).toEqual(parts.map(() => 'CONFIRMED'));
    expect(booked.total.minor).toBe(charged);
    await expectCountersConsistent(suite.db);
  });

  it('a declined card books no part of a reviewed package and lets every hold go', async () => {
    const input = rwanda(78, { budget: 2500, preferences: ['culture'] });
    const parts = partInputs(await findTrip(suite.env, input));
    const contact = guest('package-declined');
    const held = (await suite.env.graphql(HOLD_PACKAGE, { input: { idempotencyKey: randomUUID(), trip: input, parts, contact } })).data!.tripPackageHold;
    expect(held.userErrors).toEqual([]);
    const declined = (
      await suite.env.graphql(CONFIRM_PACKAGE, {
        input: {
          idempotencyKey: randomUUID(),
          references: held.bookings.map((booking: any) => booking.reference),
          email: contact.email,
          payment: { method: 'TEST_CARD', cardNumber: '4000000000000002' },
          termsAccepted: true,
        },
      })
    ).data!.tripPackageConfirm;
    expect(declined.userErrors[0]).toMatchObject({ code: 'PAYMENT_DECLINED' });
    expect(declined.bookings).toEqual([]);
    const { rows } = await suite.db.query(`select count(*)::int as n from booking where email = $1 and status in ('held', 'confirmed')`, [contact.email]);
    expect(rows[0].n).toBe(0);
    await expectCountersConsistent(suite.db);
  });

  it('holds and confirms every part in one step', async () => {
    const input = rwanda(80, { budget: 3000, preferences: ['nightlife', 'food', 'wildlife'] });
    const found = await findTrip(suite.env, input);
    const parts = partInputs(found);
    const contact = guest('package');
    const result = await suite.env.graphql(BOOK, { input: { idempotencyKey: randomUUID(), trip: input, parts, contact } });
    expect(result.errors).toBeUndefined();
    const payload = result.data!.tripPackageBook;
    expect(payload.userErrors).toEqual([]);
    expect(payload.bookings).toHaveLength(parts.length);
    expect(payload.bookings.every((booking: any) => booking.status === 'CONFIRMED')).toBe(true);
    const { rows } = await suite.db.query(`select count(*)::int as n, sum(total_minor)::int as total from booking where email = $1 and status = 'confirmed'`, [
      contact.email,
    ]);
    expect(rows[0].n).toBe(parts.length);
    // Each part is charged its estimate with the spec's taxes and fees; the airport transfers are not booked.
    expect(rows[0].total).toBe(partsOf(found).reduce((sum, part) => sum + withTaxesAndFees(part.cost.minor), 0));
    await expectCountersConsistent(suite.db);
  });

  it('books a package once however often, and however concurrently, the same attempt is sent', async () => {
    const input = rwanda(84, { budget: 2500, preferences: ['culture'] });
    const parts = partInputs(await findTrip(suite.env, input));
    const contact = guest('package-retry');
    const attempt = { idempotencyKey: randomUUID(), trip: input, parts, contact };
    const [first, second] = await Promise.all([suite.env.graphql(BOOK, { input: attempt }), suite.env.graphql(BOOK, { input: attempt })]);
    const again = await suite.env.graphql(BOOK, { input: attempt });
    const references = (result: any) => result.data.tripPackageBook.bookings.map((booking: any) => booking.reference);
    expect(references(first)).toHaveLength(parts.length);
    expect(references(second)).toEqual(references(first));
    expect(references(again)).toEqual(references(first));
    const { rows } = await suite.db.query(`select count(*)::int as n from booking where email = $1`, [contact.email]);
    expect(rows[0].n).toBe(parts.length);
    // The same key for another package is a mistake of the client, said as such.
    const reused = (await suite.env.graphql(BOOK, { input: { ...attempt, parts: parts.slice(0, 1) } })).data!.tripPackageBook;
    expect(reused.userErrors[0]).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotencyKey' });
    expect(reused.bookings).toEqual([]);
    await expectCountersConsistent(suite.db);
  });

  it('books nothing when one part is gone, lets the other holds go, and offers a replacement', async () => {
    const input = rwanda(90, { budget: 5000, preferences: ['wildlife', 'adventure'] });
    const found = await findTrip(suite.env, input);
    const parts = partInputs(found);
    const tourIndex = parts.findIndex((part) => part.kind === 'TOUR');
    expect(tourIndex).toBeGreaterThan(0);
    const tour = parts[tourIndex]!;
    await suite.db.query(`update tour_departure set booked = capacity where tour_id = $1 and departs_on = $2`, [tour.listingId, tour.date]);
    const { rows: before } = await suite.db.query(`select coalesce(sum(booked), 0)::int as booked from inventory_bucket`);
    const contact = guest('package-gone');
    const payload = (await suite.env.graphql(BOOK, { input: { idempotencyKey: randomUUID(), trip: input, parts, contact } })).data!.tripPackageBook;
    expect(payload.bookings).toEqual([]);
    expect(payload.userErrors[0]).toMatchObject({ code: 'UNAVAILABLE', field: `parts.${tourIndex}` });
    expect(payload.replacement.package.withinBudget).toBe(true);
    expect(payload.replacement.package.tours.some((t: any) => t.listingId === tour.listingId && t.date === tour.date)).toBe(false);
    const { rows } = await suite.db.query(`select count(*)::int as n from booking where email = $1 and status <> 'cancelled'`, [contact.email]);
    expect(rows[0].n).toBe(0);
    const { rows: after } = await suite.db.query(`select coalesce(sum(booked), 0)::int as booked from inventory_bucket`);
    expect(after[0].booked).toBe(before[0].booked);
    await expectCountersConsistent(suite.db);
  });
});

describe('a failed AI provider never fails a booking', () => {
  let failing: StandIn;
  const environments: Record<string, TestEnvironment> = {};
  beforeAll(async () => {
    failing = await startStandIn(() => ({ kind: 'status', status: 503, body: '{"error":{"message":"model overloaded"}}' }));
    // A port that was just let go: nothing answers there.
    const closed = await startStandIn();
    const unreachable = closed.baseUrl;
    await closed.close();
    const settings = { AI_MODEL: 'stand-in', AI_TIMEOUT_SECONDS: '2' };
    environments.failing = await createTestEnvironment({ ...settings, AI_BASE_URL: failing.baseUrl });
    environments.unreachable = await createTestEnvironment({ ...settings, AI_BASE_URL: unreachable });
  });
  afterAll(async () => {
    await Promise.all(Object.values(environments).map((env) => env.close()));
    await failing?.close();
  });

  it.each([
    ['answers with an error', 'failing', 110],
    ['cannot be reached', 'unreachable', 120],
  ])('when the provider %s, the planner plans, the package books, and a gone part gets a replacement', async (_case, name, day) => {
    const env = environments[name]!;
    const asked = () => (name === 'failing' ? failing.requests.length : null);
    const input = rwanda(day, { budget: 5000, preferences: ['wildlife', 'adventure'] });
    const before = asked();
    const found = await findTrip(env, input);
    expect(found).toMatchObject({ aiGenerated: false, package: { withinBudget: true } });
    if (before !== null) expect(asked()).toBeGreaterThan(before);

    // Booking the package it planned: every part confirmed. Booking itself never asks the model.
    const parts = partInputs(found);
    const contact = guest(`package-${name}`);
    const askedBeforeBooking = asked();
    const booked = await env.graphql(BOOK, { input: { idempotencyKey: randomUUID(), trip: input, parts, contact } });
    expect(booked.errors, JSON.stringify(booked.errors)).toBeUndefined();
    expect(booked.data!.tripPackageBook.userErrors).toEqual([]);
    expect(booked.data!.tripPackageBook.bookings.map((booking: any) => booking.status)).toEqual(parts.map(() => 'CONFIRMED'));
    expect(asked()).toBe(askedBeforeBooking);
    const { rows } = await suite.db.query(`select count(*)::int as n from booking where email = $1 and status = 'confirmed'`, [contact.email]);
    expect(rows[0].n).toBe(parts.length);

    // The same package again once its tour is full: a replacement is planned, which asks the failing model.
    const tour = parts.find((part) => part.kind === 'TOUR')!;
    await suite.db.query(`update tour_departure set booked = capacity where tour_id = $1 and departs_on = $2`, [tour.listingId, tour.date]);
    const again = await env.graphql(BOOK, { input: { idempotencyKey: randomUUID(), trip: input, parts, contact: guest(`package-${name}-again`) } });
    expect(again.errors, JSON.stringify(again.errors)).toBeUndefined();
    const payload = again.data!.tripPackageBook;
    expect(payload.bookings).toEqual([]);
    expect(payload.userErrors[0]).toMatchObject({ code: 'UNAVAILABLE' });
    expect(payload.replacement.package.withinBudget).toBe(true);
    if (askedBeforeBooking !== null) expect(asked()).toBeGreaterThan(askedBeforeBooking);
    await expectCountersConsistent(suite.db);
  });
});
