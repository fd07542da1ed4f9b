// A hotel's gallery over real HTTP and PostgreSQL: its manager adds photos judged by their bytes (at most 12),
// removes one, makes one the cover (it swaps with the cover picture); travellers read them as absolute URLs;
// another manager's hotel answers NOT_FOUND; every change is audited.
import { readdir } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listingImageDirectory } from '../../server/src/modules/media/listing-images.js';
import { apiSuite } from '../support/api-suite.js';
import { PUBLIC_API_URL } from '../support/test-environment.js';
import { signIn } from './bookings-support.js';
import { hotelManagerApi } from './partner-hotel-support.js';

const suite = apiSuite();
const { graphql, otherManager } = hotelManagerApi(suite);

const GALLERY = 'hotel { id imagePath imageUrl photos } userErrors { code field message }';
const ADD = `mutation ($id: ID!, $image: String!) { managedHotelPhotoAdd(id: $id, imageBase64: $image) { ${GALLERY} } }`;
const REMOVE = `mutation ($id: ID!, $photo: String!) { managedHotelPhotoRemove(id: $id, photo: $photo) { ${GALLERY} } }`;
const MAKE_COVER = `mutation ($id: ID!, $photo: String!) { managedHotelPhotoMakeCover(id: $id, photo: $photo) { ${GALLERY} } }`;
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

type Gallery = { hotel: { id: string; imagePath: string; imageUrl: string; photos: string[] } | null; userErrors: Array<Record<string, string>> };

async function newHotel(token: string): Promise<string> {
  const { rows } = await suite.db.query(`select id::text from city where country_code = 'GH' order by id limit 1`);
  const input = { name: `Gallery lodge ${randomUUID().slice(0, 6)}`, cityId: rows[0].id, type: 'BOUTIQUE', stars: 4, price: 90 };
  const created = await graphql(token, 'mutation ($input: HotelCreateInput!) { managedHotelCreate(input: $input) { hotel { id } } }', { input });
  return created.data!.managedHotelCreate.hotel.id as string;
}

const call = async (token: string, query: string, field: string, variables: Record<string, unknown>) =>
  (await graphql(token, query, variables)).data![field] as Gallery;
const add = (token: string, id: string, image = PNG) => call(token, ADD, 'managedHotelPhotoAdd', { id, image });
const storedFiles = async (hotelId: string) =>
  (await readdir(listingImageDirectory(suite.env.app.services.config)).catch(() => [] as string[]))
    .filter((name) => name.startsWith(`hotel-${hotelId}-`))
    .sort();
const row = async (hotelId: string) => (await suite.db.query('select image_path, photo_paths from hotel where id = $1', [hotelId])).rows[0];
const auditOf = async (hotelId: string) =>
  (
    await suite.db.query(
      `select action, before, after from audit_entry where subject_type = 'hotel' and subject_id = $1 and action <> 'hotel.create' order by id`,
      [hotelId],
    )
  ).rows;

describe('hotel manager: its hotel photos', () => {
  it('adds photos served as absolute URLs, makes one the cover, removes one, each audited', async () => {
    const owner = await signIn(suite.env, 'hotels@example.com');
    const hotelId = await newHotel(owner);
    const first = await add(owner, hotelId);
    expect(first.userErrors).toEqual([]);
    const second = await add(owner, hotelId, `data:image/png;base64,${PNG}`);
    const [one, two] = second.hotel!.photos;
    expect(second.hotel!.photos).toEqual([
      expect.stringMatching(new RegExp(`^${PUBLIC_API_URL}/media/listings/hotel-${hotelId}-[0-9a-f]+\\.png$`)),
      expect.any(String),
    ]);
    expect(one).not.toBe(two);
    const served = await suite.env.request(one!.slice(PUBLIC_API_URL.length));
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(PNG, 'base64'))).toBe(true);

    const cover = await call(owner, MAKE_COVER, 'managedHotelPhotoMakeCover', { id: hotelId, photo: two });
    expect(cover.userErrors).toEqual([]);
    expect(cover.hotel!.imageUrl).toBe(two);
    expect(cover.hotel!.photos).toEqual([one, `${PUBLIC_API_URL}${second.hotel!.imagePath}`]);

    const removed = await call(owner, REMOVE, 'managedHotelPhotoRemove', { id: hotelId, photo: one });
    expect(removed.userErrors).toEqual([]);
    expect(removed.hotel!.photos).toEqual([`${PUBLIC_API_URL}${second.hotel!.imagePath}`]);
    expect(await row(hotelId)).toEqual({ image_path: two!.slice(PUBLIC_API_URL.length), photo_paths: [second.hotel!.imagePath] });
    expect((await auditOf(hotelId)).map((entry) => entry.action)).toEqual(['hotel.photo_add', 'hotel.photo_add', 'hotel.cover', 'hotel.photo_remove']);
    expect((await auditOf(hotelId)).at(-1)).toMatchObject({ before: { photoPaths: [one!.slice(PUBLIC_API_URL.length), second.hotel!.imagePath] } });

    const gone = await call(owner, REMOVE, 'managedHotelPhotoRemove', { id: hotelId, photo: one });
    expect(gone.userErrors).toEqual([expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'photo' })]);
  });

  it("answers NOT_FOUND for another manager's hotel and changes nothing", async () => {
    const owner = await signIn(suite.env, 'hotels@example.com');
    const hotelId = await newHotel(owner);
    const photo = (await add(owner, hotelId)).hotel!.photos[0];
    const before = await row(hotelId);
    const files = await storedFiles(hotelId);
    const other = await otherManager();
    const notFound = [{ code: 'NOT_FOUND', field: 'id', message: 'Hotel not found' }];
    expect((await add(other, hotelId)).userErrors).toEqual(notFound);
    expect((await call(other, REMOVE, 'managedHotelPhotoRemove', { id: hotelId, photo })).userErrors).toEqual(notFound);
    expect((await call(other, MAKE_COVER, 'managedHotelPhotoMakeCover', { id: hotelId, photo })).userErrors).toEqual(notFound);
    expect(await row(hotelId)).toEqual(before);
    expect(await storedFiles(hotelId)).toEqual(files);
  });

  it('refuses bytes that are not an image and a 13th photo, storing nothing', async () => {
    const owner = await signIn(suite.env, 'hotels@example.com');
    const hotelId = await newHotel(owner);
    // Ids of an earlier run's database may have left files of the same name: what counts is what this test adds.
    const files = await storedFiles(hotelId);
    const script = await add(owner, hotelId, Buffer.from('<?php echo 1; ?>').toString('base64'));
    expect(script.userErrors).toEqual([{ code: 'UNSUPPORTED_MEDIA_TYPE', field: 'image', message: 'The picture must be a JPEG, PNG, WebP or GIF image.' }]);
    expect(await storedFiles(hotelId)).toEqual(files);
    expect((await row(hotelId)).photo_paths).toEqual([]);

    for (let photo = 1; photo <= 12; photo++) expect((await add(owner, hotelId)).userErrors).toEqual([]);
    const full = await storedFiles(hotelId);
    expect(full).toHaveLength(files.length + 12);
    const thirteenth = await add(owner, hotelId);
    expect(thirteenth.userErrors).toEqual([{ code: 'CONFLICT', field: 'image', message: 'A hotel shows at most 12 photos: remove one first.' }]);
    expect((await row(hotelId)).photo_paths).toHaveLength(12);
    expect(await storedFiles(hotelId)).toEqual(full);
  });
});
