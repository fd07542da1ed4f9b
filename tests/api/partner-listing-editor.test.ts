// The listing editor every partner dashboard shares, over real HTTP and PostgreSQL, for each of the five kinds
// through the one registry-driven path: a partner renames, describes and re-prices its own listing, adds a photo
// with the words a screen reader says, changes them and removes the photo; travellers read the gallery with its
// words on the kind's own detail query. Another partner's listing answers NOT_FOUND and changes nothing; a partner
// of another kind is refused outright. Every change is audited.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { PUBLIC_API_URL } from '../support/test-environment.js';
import { signIn } from './bookings-support.js';
import { otherPartner as otherPartnerOf, ownListing as ownListingOf } from './partner-listing-support.js';

const suite = apiSuite();
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Each kind: its BookingType, table, demo partner, the traveller's detail query and how its price is read there. */
const kinds = [
  { kind: 'HOTEL', table: 'hotel', email: 'hotels@example.com', detail: 'hotel', priceColumn: 'price_per_night_minor' },
  { kind: 'RESTAURANT', table: 'restaurant', email: 'restaurants@example.com', detail: 'restaurant', priceColumn: 'average_price_minor' },
  { kind: 'TOUR', table: 'tour', email: 'tours@example.com', detail: 'tour', priceColumn: 'base_price_minor' },
  { kind: 'TRANSPORT', table: 'transport_service', email: 'transport@example.com', detail: 'ride', priceColumn: 'price_per_day_minor' },
  { kind: 'LEISURE', table: 'leisure_venue', email: 'leisure@example.com', detail: 'leisureVenue', priceColumn: 'entry_price_minor' },
] as const;
type Kind = (typeof kinds)[number];

const VIEW = 'listing { kind id name description type price { amount } active imageUrl photos { url alt } photoLimit } userErrors { code field message }';
const UPDATE = `mutation ($kind: BookingType!, $id: ID!, $input: PartnerListingInput!) { partnerListingUpdate(kind: $kind, id: $id, input: $input) { ${VIEW} } }`;
const ADD = `mutation ($kind: BookingType!, $id: ID!, $image: String!, $alt: String!) { partnerListingPhotoAdd(kind: $kind, id: $id, imageBase64: $image, alt: $alt) { ${VIEW} } }`;
const DESCRIBE = `mutation ($kind: BookingType!, $id: ID!, $photo: String!, $alt: String!) { partnerListingPhotoDescribe(kind: $kind, id: $id, photo: $photo, alt: $alt) { ${VIEW} } }`;
const REMOVE = `mutation ($kind: BookingType!, $id: ID!, $photo: String!) { partnerListingPhotoRemove(kind: $kind, id: $id, photo: $photo) { ${VIEW} } }`;
const READ = 'query ($kind: BookingType!, $id: ID!) { partnerListing(kind: $kind, id: $id) { id name type photos { url alt } } }';

type View = {
  listing: {
    name: string;
    description: string;
    type: string;
    price: { amount: number };
    photos: Array<{ url: string; alt: string }>;
    photoLimit: number;
  } | null;
  userErrors: Array<Record<string, string>>;
};

const graphql = (token: string, query: string, variables: Record<string, unknown>) => suite.env.graphql(query, variables, { authorization: `Bearer ${token}` });
async function mutate(token: string, query: string, variables: Record<string, unknown>): Promise<View> {
  const result = await graphql(token, query, variables);
  expect(result.errors).toBeUndefined();
  return Object.values(result.data!)[0] as View;
}

const ownListing = ({ table, email }: Kind) => ownListingOf(suite.db, table, email);
const otherPartner = ({ email }: Kind) => otherPartnerOf(suite.env, suite.db, email);

const row = async ({ table, priceColumn }: Kind, id: string) =>
  (await suite.db.query(`select name, description, ${priceColumn} as price, photo_paths, photo_alts from ${table} where id = $1`, [id])).rows[0];

describe.each(kinds)('the listing editor for a $kind partner', (kind) => {
  it('edits name, description and price, and a photo with its alt text that travellers read', async () => {
    const owner = await signIn(suite.env, kind.email);
    const id = await ownListing(kind);
    const name = `Edited ${kind.kind.toLowerCase()} ${randomUUID().slice(0, 6)}`;
    const opened = await graphql(owner, READ, { kind: kind.kind, id });
    expect(opened.errors).toBeUndefined();
    const type = opened.data!.partnerListing.type as string;

    const saved = await mutate(owner, UPDATE, { kind: kind.kind, id, input: { name, description: 'Freshly described.', price: 42.5, type } });
    expect(saved.userErrors).toEqual([]);
    expect(saved.listing).toMatchObject({ name, description: 'Freshly described.', type, price: { amount: 42.5 }, photos: [], photoLimit: 12 });
    expect(await row(kind, id)).toMatchObject({ name, description: 'Freshly described.', price: 4250 });

    const added = await mutate(owner, ADD, { kind: kind.kind, id, image: PNG, alt: '  The terrace at sunset  ' });
    expect(added.userErrors).toEqual([]);
    const [photo] = added.listing!.photos;
    expect(photo).toEqual({
      url: expect.stringMatching(new RegExp(`^${PUBLIC_API_URL}/media/listings/${kind.table}-${id}-[0-9a-f]+\\.png$`)),
      alt: 'The terrace at sunset',
    });

    const described = await mutate(owner, DESCRIBE, { kind: kind.kind, id, photo: photo!.url, alt: 'Six tables on the terrace' });
    expect(described.listing!.photos).toEqual([{ url: photo!.url, alt: 'Six tables on the terrace' }]);
    const seen = await suite.env.graphql(`query ($id: ID!) { ${kind.detail}(id: $id) { name gallery { url alt } } }`, { id });
    expect(seen.errors).toBeUndefined();
    expect(seen.data![kind.detail]).toEqual({ name, gallery: [{ url: photo!.url, alt: 'Six tables on the terrace' }] });

    const removed = await mutate(owner, REMOVE, { kind: kind.kind, id, photo: photo!.url });
    expect(removed.listing!.photos).toEqual([]);
    expect(await row(kind, id)).toMatchObject({ photo_paths: [], photo_alts: [] });
    const { rows: audit } = await suite.db.query(`select action from audit_entry where subject_type = $1 and subject_id = $2 order by id`, [kind.table, id]);
    expect(audit.map((entry) => entry.action)).toEqual([
      `${kind.table}.update`,
      `${kind.table}.photo_add`,
      `${kind.table}.photo_alt`,
      `${kind.table}.photo_remove`,
    ]);
  });

  it("refuses another partner's listing as not found, a photo without words, and a partner of another kind", async () => {
    const owner = await signIn(suite.env, kind.email);
    const id = await ownListing(kind);
    const before = await row(kind, id);
    const other = await otherPartner(kind);
    // Nothing given changes nothing, for the owner.
    expect((await mutate(owner, UPDATE, { kind: kind.kind, id, input: {} })).userErrors).toEqual([]);
    const refused = await mutate(other, UPDATE, { kind: kind.kind, id, input: { name: 'Taken over' } });
    expect(refused.userErrors).toEqual([expect.objectContaining({ code: 'NOT_FOUND', field: 'id' })]);
    expect((await mutate(other, ADD, { kind: kind.kind, id, image: PNG, alt: 'Not mine' })).userErrors).toEqual([
      expect.objectContaining({ code: 'NOT_FOUND', field: 'id' }),
    ]);
    const read = await graphql(other, READ, { kind: kind.kind, id });
    expect(read.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await mutate(owner, ADD, { kind: kind.kind, id, image: PNG, alt: ' ' })).userErrors).toEqual([
      expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'alt' }),
    ]);
    expect(await row(kind, id)).toEqual(before);

    const stranger = kinds.find((another) => another.kind !== kind.kind)!;
    const wrongRole = await graphql(await signIn(suite.env, stranger.email), UPDATE, { kind: kind.kind, id, input: { name: 'Not my kind' } });
    expect(wrongRole.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await row(kind, id)).toEqual(before);
  });
});
