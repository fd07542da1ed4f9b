// The hotel manager's own hotels over real HTTP and PostgreSQL: a new hotel belongs to its creator and starts
// hidden from travellers; opening it needs an active room type; its picture is judged by its bytes and served;
// another manager's hotel answers exactly as a missing id; every change is audited.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { signIn } from './bookings-support.js';
import { HOTELS, hotelManagerApi } from './partner-hotel-support.js';

const suite = apiSuite();
const { graphql, otherManager, newRoomType } = hotelManagerApi(suite);

const HOTEL_FIELDS = 'id name description active type stars imagePath location pricePerNight { amount }';
const CREATE_HOTEL = `mutation ($input: HotelCreateInput!) { managedHotelCreate(input: $input) { hotel { ${HOTEL_FIELDS} } userErrors { code field message } } }`;
const UPDATE_HOTEL = `mutation ($id: ID!, $input: HotelUpdateInput!) { managedHotelUpdate(id: $id, input: $input) { hotel { ${HOTEL_FIELDS} } userErrors { code field message } } }`;
const UPLOAD = `mutation ($id: ID!, $image: String!) { managedHotelImageUpload(id: $id, imageBase64: $image) { hotel { id imagePath } userErrors { code field message } } }`;
const TRAVELLER_HOTEL = `query ($id: ID!) { hotel(id: $id) { id } }`;
const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function aCity(): Promise<{ id: string; name: string }> {
  const { rows } = await suite.db.query(`select id::text, name from city where country_code = 'GH' order by id limit 1`);
  return rows[0];
}

async function createHotel(token: string, input: Record<string, unknown> = {}) {
  const city = await aCity();
  const result = await graphql(token, CREATE_HOTEL, {
    input: { name: `Volta lodge ${randomUUID().slice(0, 6)}`, cityId: city.id, type: 'ECO', stars: 3.5, price: 64.5, ...input },
  });
  expect(result.errors).toBeUndefined();
  return result.data!.managedHotelCreate as { hotel: Record<string, any> | null; userErrors: Array<Record<string, unknown>> };
}

const auditOf = async (hotelId: string) =>
  (await suite.db.query(`select action, actor_role, before, after from audit_entry where subject_type = 'hotel' and subject_id = $1 order by id`, [hotelId]))
    .rows;

describe('hotel manager: its hotels', () => {
  it('creates a hotel it owns, hidden from travellers until opened, which needs an active room type', async () => {
    const owner = await signIn(suite.env, 'hotels@example.com');
    const city = await aCity();
    const { hotel, userErrors } = await createHotel(owner, { description: 'Rooms over the lake' });
    expect(userErrors).toEqual([]);
    expect(hotel).toMatchObject({
      active: false,
      type: 'ECO',
      stars: 3.5,
      description: 'Rooms over the lake',
      pricePerNight: { amount: 64.5 },
      location: expect.stringContaining(city.name),
    });
    const { rows } = await suite.db.query(`select u.email, h.country_code from hotel h join app_user u on u.id = h.owner_id where h.id = $1`, [hotel!.id]);
    expect(rows[0]).toEqual({ email: 'hotels@example.com', country_code: 'GH' });
    expect((await graphql(owner, HOTELS)).data!.managedHotels).toContainEqual(expect.objectContaining({ id: hotel!.id, active: false }));
    expect((await suite.env.graphql(TRAVELLER_HOTEL, { id: hotel!.id })).data!.hotel).toBeNull();

    const refused = await graphql(owner, UPDATE_HOTEL, { id: hotel!.id, input: { active: true } });
    expect(refused.data!.managedHotelUpdate.userErrors).toEqual([
      { code: 'CONFLICT', field: 'active', message: 'Add an active room type before opening this hotel to travellers.' },
    ]);
    await newRoomType(owner, hotel!.id);
    const opened = await graphql(owner, UPDATE_HOTEL, { id: hotel!.id, input: { active: true, name: 'Volta Lake Lodge', stars: 4 } });
    expect(opened.data!.managedHotelUpdate).toMatchObject({ userErrors: [], hotel: { active: true, name: 'Volta Lake Lodge', stars: 4 } });
    expect((await suite.env.graphql(TRAVELLER_HOTEL, { id: hotel!.id })).data!.hotel).toEqual({ id: hotel!.id });

    const audit = await auditOf(hotel!.id);
    expect(audit.map((entry) => entry.action)).toEqual(['hotel.create', 'hotel.activate']);
    expect(audit[0]).toMatchObject({ actor_role: 'hotel_manager', before: null, after: expect.objectContaining({ active: false, pricePerNightMinor: 6450 }) });
    expect(audit[1]).toMatchObject({
      before: expect.objectContaining({ active: false, stars: 3.5 }),
      after: expect.objectContaining({ active: true, stars: 4, name: 'Volta Lake Lodge' }),
    });
  });

  it('refuses a city outside the catalogue and bad stars, naming the field, and creates nothing', async () => {
    const owner = await signIn(suite.env, 'hotels@example.com');
    const name = `Nowhere inn ${randomUUID().slice(0, 6)}`;
    expect((await createHotel(owner, { name, cityId: '2147483000' })).userErrors).toEqual([
      { code: 'BAD_USER_INPUT', field: 'cityId', message: 'Choose a city from the list.' },
    ]);
    expect((await createHotel(owner, { name, stars: 6 })).userErrors).toEqual([expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'stars' })]);
    expect((await suite.db.query('select count(*)::int as n from hotel where name = $1', [name])).rows[0].n).toBe(0);
  });

  it('keeps stars to one decimal from 0 to 5: every seeded hotel fits, 3.6 saves, 3.65 is refused', async () => {
    const owner = await signIn(suite.env, 'hotels@example.com');
    const { rows } = await suite.db.query(
      `select count(*)::int as hotels, count(*) filter (where stars < 0 or stars > 5 or abs(stars * 10 - round(stars * 10)) > 1e-9)::int as outside,
              count(*) filter (where stars * 2 <> round(stars * 2))::int as off_half
         from hotel h join app_user u on u.id = h.owner_id where u.email = 'hotels@example.com'`,
    );
    expect(rows[0].outside).toBe(0);
    // The seed rates in tenths (3.6): a rule of half steps would leave most of these hotels unsavable.
    expect(rows[0].off_half).toBeGreaterThan(0);
    const { rows: seeded } = await suite.db.query(
      `select h.id::text, h.stars from hotel h join app_user u on u.id = h.owner_id where u.email = 'hotels@example.com' and stars * 2 <> round(stars * 2) order by h.id limit 1`,
    );
    const unchanged = await graphql(owner, UPDATE_HOTEL, { id: seeded[0].id, input: { stars: seeded[0].stars } });
    expect(unchanged.data!.managedHotelUpdate).toMatchObject({ userErrors: [], hotel: { stars: seeded[0].stars } });
    const { hotel } = await createHotel(owner, { stars: 3.6 });
    expect(hotel).toMatchObject({ stars: 3.6 });
    const refused = await graphql(owner, UPDATE_HOTEL, { id: hotel!.id, input: { stars: 3.65 } });
    expect(refused.data!.managedHotelUpdate.userErrors).toEqual([{ code: 'BAD_USER_INPUT', field: 'stars', message: expect.stringContaining('one decimal') }]);
  });

  it("another manager's hotel answers as a missing id to edits and uploads, and stays unchanged", async () => {
    const owner = await signIn(suite.env, 'hotels@example.com');
    const { hotel } = await createHotel(owner);
    const other = await otherManager();
    const edit = await graphql(other, UPDATE_HOTEL, { id: hotel!.id, input: { name: 'Taken over' } });
    const missing = await graphql(other, UPDATE_HOTEL, { id: '2147483000', input: { name: 'Taken over' } });
    expect(edit.data!.managedHotelUpdate.userErrors).toEqual([{ code: 'NOT_FOUND', field: 'id', message: 'Hotel not found' }]);
    expect(missing.data!.managedHotelUpdate.userErrors).toEqual(edit.data!.managedHotelUpdate.userErrors);
    const upload = await graphql(other, UPLOAD, { id: hotel!.id, image: tinyPng.toString('base64') });
    expect(upload.data!.managedHotelImageUpload.userErrors).toEqual([{ code: 'NOT_FOUND', field: 'id', message: 'Hotel not found' }]);
    const { rows } = await suite.db.query('select name, image_path from hotel where id = $1', [hotel!.id]);
    expect(rows[0]).toEqual({ name: hotel!.name, image_path: hotel!.imagePath });
    // A traveller is refused outright.
    const traveller = await signIn(suite.env, 'traveller@example.com');
    expect((await graphql(traveller, UPLOAD, { id: hotel!.id, image: tinyPng.toString('base64') })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('uploads a picture judged by its bytes, serves it, audits it, and refuses what is not an image', async () => {
    const owner = await signIn(suite.env, 'hotels@example.com');
    const { hotel } = await createHotel(owner);
    // A PNG announced as a JPEG is stored as what its bytes say.
    const uploaded = await graphql(owner, UPLOAD, { id: hotel!.id, image: `data:image/jpeg;base64,${tinyPng.toString('base64')}` });
    expect(uploaded.data!.managedHotelImageUpload.userErrors).toEqual([]);
    const path = uploaded.data!.managedHotelImageUpload.hotel.imagePath as string;
    expect(path).toMatch(new RegExp(`^/media/listings/hotel-${hotel!.id}-[0-9a-f]+\\.png$`));
    const served = await suite.env.request(path);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(tinyPng)).toBe(true);
    expect((await auditOf(hotel!.id)).at(-1)).toMatchObject({
      action: 'hotel.image',
      before: expect.objectContaining({ imagePath: hotel!.imagePath }),
      after: expect.objectContaining({ imagePath: path }),
    });

    const script = await graphql(owner, UPLOAD, { id: hotel!.id, image: Buffer.from('<?php echo 1; ?>').toString('base64') });
    expect(script.data!.managedHotelImageUpload.userErrors).toEqual([
      { code: 'UNSUPPORTED_MEDIA_TYPE', field: 'image', message: 'The picture must be a JPEG, PNG, WebP or GIF image.' },
    ]);
    const notBase64 = await graphql(owner, UPLOAD, { id: hotel!.id, image: 'not base64!' });
    expect(notBase64.data!.managedHotelImageUpload.userErrors).toEqual([expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'image' })]);
    expect((await suite.db.query('select image_path from hotel where id = $1', [hotel!.id])).rows[0].image_path).toBe(path);
  });
});
