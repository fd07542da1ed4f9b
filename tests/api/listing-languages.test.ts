// Partner texts in the reader's language (issue 29), over real HTTP and PostgreSQL, for each of the five kinds through
// the one registry-driven path: a partner writes its listing in French too; a French reader gets the French, a reader
// of a language the partner did not write (Portuguese) gets the original with its language, so the page can mark it.
// Public answers are cached (the response cache, persisted GETs): an answer is never served in another language. The
// demo seed speaks the four languages: a fresh database shows French, Portuguese and Arabic descriptions and steps.
import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { signIn } from './bookings-support.js';
import { ownListing } from './partner-listing-support.js';

const suite = apiSuite();

const kinds = [
  { kind: 'HOTEL', table: 'hotel', email: 'hotels@example.com', detail: 'hotel' },
  { kind: 'RESTAURANT', table: 'restaurant', email: 'restaurants@example.com', detail: 'restaurant' },
  { kind: 'TOUR', table: 'tour', email: 'tours@example.com', detail: 'tour' },
  { kind: 'TRANSPORT', table: 'transport_service', email: 'transport@example.com', detail: 'ride' },
  { kind: 'LEISURE', table: 'leisure_venue', email: 'leisure@example.com', detail: 'leisureVenue' },
] as const;

const UPDATE = `mutation ($kind: BookingType!, $id: ID!, $input: PartnerListingInput!) {
  partnerListingUpdate(kind: $kind, id: $id, input: $input) { listing { textLanguage translations { language name description } } userErrors { field message } }
}`;

type Texts = { name: string; description: string; textLanguage: string; listingPolicies: { notes: string } };
const detail = (field: string) => `query ($id: ID!) { ${field}(id: $id) { name description textLanguage listingPolicies { notes } } }`;

async function read(field: string, id: string, headers: Record<string, string>): Promise<Texts> {
  const result = await suite.env.graphql<Record<string, Texts>>(detail(field), { id }, headers);
  expect(result.errors).toBeUndefined();
  return result.data![field]!;
}

// First, while the database holds only what the seed wrote.
describe('the demo seed', () => {
  it('gives every kind French, Portuguese and Arabic descriptions, and the tours their steps', async () => {
    for (const { table } of kinds) {
      const { rows } = await suite.db.query(
        `select count(*)::int as total, count(*) filter (where translations->'fr'->>'description' <> '' and translations->'pt'->>'description' <> ''
           and translations->'ar'->>'description' <> '')::int as translated from ${table}`,
      );
      expect(rows[0].translated, table).toBe(rows[0].total);
    }
    const { rows: steps } =
      await suite.db.query(`select count(*) filter (where translations ? 'fr' and translations ? 'ar' and translations ? 'pt')::int as translated,
      count(*)::int as total from tour_itinerary_step`);
    expect(steps[0].translated).toBe(steps[0].total);
    const { rows: rooms } = await suite.db.query(
      `select count(*) filter (where translations ? 'fr')::int as translated, count(*)::int as total from hotel_room_type`,
    );
    expect(rooms[0].translated).toBe(rooms[0].total);
  });

  it('reads a tour in French: its name, description and steps, each saying so', async () => {
    const { rows } = await suite.db.query(`select id::text as id from tour where active and name ~ '^\\d+-Day .* Big Five Safari$' order by id limit 1`);
    const result = await suite.env.graphql(
      `query ($id: ID!) { tour(id: $id) { name description textLanguage itinerary { title textLanguage } } }`,
      { id: rows[0].id },
      { cookie: 'lng=fr' },
    );
    expect(result.errors).toBeUndefined();
    const tour = result.data!.tour;
    expect(tour.name).toMatch(/^Safari Big Five de \d+ jours à /);
    expect(tour.description).toMatch(/^Lion, léopard, éléphant, buffle et rhinocéros/);
    expect(tour.textLanguage).toBe('fr');
    expect(tour.itinerary[0]).toEqual({ title: expect.stringMatching(/^Prise en charge à votre hôtel à /), textLanguage: 'fr' });
  });
});

describe.each(kinds)('a $kind partner writing its listing in French too', (kind) => {
  it('shows French to a French reader and the original, said to be English, to a Portuguese one', async () => {
    const id = await ownListing(suite.db, kind.table, kind.email);
    await suite.db.query(
      `update ${kind.table} set name = 'Sunset Terrace', description = 'A quiet terrace with a view.', policy_notes = 'No smoking.' where id = $1`,
      [id],
    );
    const token = await signIn(suite.env, kind.email);
    const input = {
      name: 'Sunset Terrace',
      translations: [{ language: 'fr', name: 'Terrasse du couchant', description: 'Une terrasse tranquille avec vue.', policyNotes: 'Non-fumeur.' }],
    };
    const saved = await suite.env.graphql(UPDATE, { kind: kind.kind, id, input }, { authorization: `Bearer ${token}` });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.partnerListingUpdate).toEqual({
      listing: { textLanguage: 'en', translations: [{ language: 'fr', name: 'Terrasse du couchant', description: 'Une terrasse tranquille avec vue.' }] },
      userErrors: [],
    });

    expect(await read(kind.detail, id, { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' })).toEqual({
      name: 'Terrasse du couchant',
      description: 'Une terrasse tranquille avec vue.',
      textLanguage: 'fr',
      listingPolicies: { notes: 'Non-fumeur.' },
    });
    // The lng cookie the web app writes wins over the browser's languages.
    expect((await read(kind.detail, id, { cookie: 'lng=fr', 'accept-language': 'en' })).textLanguage).toBe('fr');
    expect(await read(kind.detail, id, { 'accept-language': 'pt-BR' })).toEqual({
      name: 'Sunset Terrace',
      description: 'A quiet terrace with a view.',
      textLanguage: 'en',
      listingPolicies: { notes: 'No smoking.' },
    });
  });
});

describe('a tour organizer writing a step in Portuguese', () => {
  it('shows it to a Portuguese reader, and the original, said to be English, to a French one', async () => {
    const id = await ownListing(suite.db, 'tour', 'tours@example.com');
    await suite.db.query(`update tour set translations = '{}' where id = $1`, [id]);
    const token = await signIn(suite.env, 'tours@example.com');
    const added = await suite.env.graphql(
      `mutation ($tourId: ID!, $input: TourItineraryStepInput!) { tourItineraryStepAdd(tourId: $tourId, input: $input) {
        step { id translations { language title description } } userErrors { field message } } }`,
      { tourId: id, input: { title: 'Canoe on the lagoon', translations: [{ language: 'pt', title: 'Canoa na lagoa', description: 'Duas horas a remar.' }] } },
      { authorization: `Bearer ${token}` },
    );
    expect(added.errors).toBeUndefined();
    expect(added.data!.tourItineraryStepAdd.step.translations).toEqual([{ language: 'pt', title: 'Canoa na lagoa', description: 'Duas horas a remar.' }]);
    const steps = async (language: string) => {
      const result = await suite.env.graphql(
        `query ($id: ID!) { tour(id: $id) { itinerary { title description textLanguage } } }`,
        { id },
        { cookie: `lng=${language}` },
      );
      expect(result.errors).toBeUndefined();
      return result.data!.tour.itinerary.at(-1);
    };
    expect(await steps('pt')).toEqual({ title: 'Canoa na lagoa', description: 'Duas horas a remar.', textLanguage: 'pt' });
    expect(await steps('fr')).toEqual({ title: 'Canoe on the lagoon', description: '', textLanguage: 'en' });
  });
});

describe('a hotel manager naming a room type in Arabic', () => {
  it('shows the Arabic name to an Arabic reader of the rooms, and the original to others', async () => {
    const token = await signIn(suite.env, 'hotels@example.com');
    const hotelId = await ownListing(suite.db, 'hotel', 'hotels@example.com');
    await suite.db.query(`update hotel set active = true where id = $1`, [hotelId]);
    const created = await suite.env.graphql(
      `mutation ($input: RoomTypeCreateInput!) { roomTypeCreate(input: $input) { roomType { id translations { language name } } userErrors { field message } } }`,
      { input: { hotelId, name: 'Lagoon Room', units: 3, maxGuests: 2, price: 120, translations: [{ language: 'ar', name: 'غرفة البحيرة' }] } },
      { authorization: `Bearer ${token}` },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.roomTypeCreate.roomType.translations).toEqual([{ language: 'ar', name: 'غرفة البحيرة' }]);
    const rooms = async (headers: Record<string, string>) => {
      const result = await suite.env.graphql(
        `query ($id: ID!) { hotelAvailability(hotelId: $id, checkIn: "2031-03-02", checkOut: "2031-03-04") { roomTypeId name } }`,
        { id: hotelId },
        headers,
      );
      expect(result.errors).toBeUndefined();
      return result.data!.hotelAvailability.find((room: { roomTypeId: string }) => room.roomTypeId === created.data!.roomTypeCreate.roomType.id).name;
    };
    expect(await rooms({ cookie: 'lng=ar' })).toBe('غرفة البحيرة');
    expect(await rooms({ cookie: 'lng=fr' })).toBe('Lagoon Room');
  });
});

describe('a leisure venue announcing an event in French too', () => {
  it('shows the French to a French reader and the original, said to be English, to an Arabic one', async () => {
    const venueId = await ownListing(suite.db, 'leisure_venue', 'leisure@example.com');
    await suite.db.query(`update leisure_venue set active = true where id = $1`, [venueId]);
    const token = await signIn(suite.env, 'leisure@example.com');
    const input = {
      name: 'Jazz on the roof',
      description: 'A quartet until midnight.',
      date: '2031-05-09',
      startTime: '20:00',
      capacity: 40,
      price: 12,
      translations: [{ language: 'fr', name: 'Jazz sur le toit', description: 'Un quartette jusqu’à minuit.' }],
    };
    const created = await suite.env.graphql(
      `mutation ($venueId: ID!, $input: LeisureEventInput!) { leisureEventCreate(venueId: $venueId, input: $input) {
        event { translations { language name } } userErrors { field message } } }`,
      { venueId, input },
      { authorization: `Bearer ${token}` },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.leisureEventCreate.event.translations).toEqual([{ language: 'fr', name: 'Jazz sur le toit' }]);
    const events = async (language: string) => {
      const result = await suite.env.graphql(
        `query ($id: ID!) { leisureVenue(id: $id) { upcomingEvents { name description textLanguage } } }`,
        { id: venueId },
        { cookie: `lng=${language}` },
      );
      expect(result.errors).toBeUndefined();
      return result.data!.leisureVenue.upcomingEvents;
    };
    expect(await events('fr')).toEqual([{ name: 'Jazz sur le toit', description: 'Un quartette jusqu’à minuit.', textLanguage: 'fr' }]);
    expect(await events('ar')).toEqual([{ name: 'Jazz on the roof', description: 'A quartet until midnight.', textLanguage: 'en' }]);
  });
});

describe('what partners may write', () => {
  it('refuses a language twice or one the marketplace does not speak, naming the field', async () => {
    const id = await ownListing(suite.db, 'hotel', 'hotels@example.com');
    const before = (await suite.db.query(`select translations from hotel where id = $1`, [id])).rows[0].translations;
    const token = await signIn(suite.env, 'hotels@example.com');
    const twice = [
      { language: 'fr', name: 'Un' },
      { language: 'fr', name: 'Deux' },
    ];
    for (const translations of [twice, [{ language: 'de', name: 'Haus am See' }], [{ language: 'pt', name: 'x' }]]) {
      const result = await suite.env.graphql(UPDATE, { kind: 'HOTEL', id, input: { translations } }, { authorization: `Bearer ${token}` });
      expect(result.errors).toBeUndefined();
      expect(result.data!.partnerListingUpdate.listing).toBeNull();
      expect(result.data!.partnerListingUpdate.userErrors[0].field).toMatch(/^translations/);
    }
    const { rows } = await suite.db.query(`select translations from hotel where id = $1`, [id]);
    expect(rows[0].translations).toEqual(before);
  });
});

describe('cached public answers', () => {
  /** A query text of this run alone, so no earlier answer of it is cached. */
  const query = `query Languages${randomUUID().replaceAll('-', '')}($id: ID!) { tour(id: $id) { id description textLanguage } }`;
  const extensions = { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') } };

  function get(params: Record<string, unknown>, headers: Record<string, string>, lng?: string) {
    const search = new URLSearchParams(
      Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)])),
    );
    if (lng) search.set('lng', lng);
    return suite.env.request(`/graphql?${search}`, { headers: { 'apollo-require-preflight': 'true', ...headers } });
  }

  type Answer = { data: { tour: { description: string; textLanguage: string } } };
  const tourOf = async (response: Response) => ((await response.json()) as Answer).data.tour;

  it('are kept per language: a French answer is never served to an English or Arabic reader', async () => {
    const { rows } = await suite.db.query(`select id::text as id from tour where active and translations ? 'fr' and translations ? 'ar' order by id limit 1`);
    const variables = { id: rows[0].id };

    const french = await get({ query, variables, extensions }, { 'accept-language': 'fr' });
    expect(french.headers.get('cache-control')).toBe('max-age=60, public');
    // Its language came from the request's headers: a browser or CDN must keep one answer per language.
    expect(french.headers.get('vary')).toMatch(/accept-language, cookie/i);
    const frenchTour = await tourOf(french);
    expect(frenchTour.textLanguage).toBe('fr');

    // By hash alone, as a CDN repeats it: the French answer comes from the cache with no SQL...
    const { result: repeat, statements } = await suite.queries.count(() => get({ variables, extensions }, { 'accept-language': 'fr' }));
    expect(await tourOf(repeat)).toEqual(frenchTour);
    expect(statements).toEqual([]);

    // ...and an English reader of the same URL gets English, an Arabic one Arabic.
    const english = await tourOf(await get({ variables, extensions }, { 'accept-language': 'en' }));
    expect(english.textLanguage).toBe('en');
    expect(english.description).not.toBe(frenchTour.description);
    const arabic = await tourOf(await get({ variables, extensions }, { cookie: 'lng=ar' }));
    expect(arabic.textLanguage).toBe('ar');
    expect(arabic.description).toMatch(/[\u0600-\u06FF]/);

    // The web app's GETs name the language in the URL: that answer varies by its URL alone.
    const named = await get({ variables, extensions }, { 'accept-language': 'en' }, 'pt');
    expect(named.headers.get('vary') ?? '').not.toMatch(/accept-language|cookie/i);
    expect((await tourOf(named)).textLanguage).toBe('pt');
  });
});
