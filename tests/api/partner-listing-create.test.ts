// Restaurant, transport and leisure partners create their own listings from the dashboard: the new listing is theirs
// (in their list, audited), travellers find it at once, another partner of the same kind answers not found for it,
// any other role is refused, and bad input is refused by field with nothing written.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { key, signIn } from './bookings-support.js';

const suite = apiSuite();
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const ERRORS = 'userErrors { code field message }';

interface KindCase {
  kind: string;
  owner: string;
  otherOwner: string;
  subject: string;
  create: string;
  update: string;
  list: string;
  travellerQuery: string;
  input: (cityId: string, name: string) => Record<string, unknown>;
}

const kinds: KindCase[] = [
  {
    kind: 'restaurant',
    owner: 'restaurants@example.com',
    otherOwner: 'restaurant-tz@partners.example.com',
    subject: 'restaurant',
    create: `mutation ($input: RestaurantInput!) { result: restaurantCreate(input: $input) { listing: restaurant { id name location active openingHours { weekday } } ${ERRORS} } }`,
    update: `mutation ($id: ID!, $input: RestaurantInput!) { result: restaurantUpdate(id: $id, input: $input) { listing: restaurant { id } ${ERRORS} } }`,
    list: `query ($q: String) { result: partnerRestaurants(q: $q) { nodes { id name } } }`,
    travellerQuery: `query ($id: ID!) { listing: restaurant(id: $id) { name cuisine averagePrice { amount } } }`,
    input: (cityId, name) => ({ name, cityId, cuisine: 'AFRICAN', averagePrice: 18.5 }),
  },
  {
    kind: 'ride',
    owner: 'transport@example.com',
    otherOwner: 'transport-tz@partners.example.com',
    subject: 'transport_service',
    create: `mutation ($input: RideInput!) { result: rideCreate(input: $input) { listing: ride { id name location status } ${ERRORS} } }`,
    update: `mutation ($id: ID!, $input: RideInput!) { result: rideUpdate(id: $id, input: $input) { listing: ride { id } ${ERRORS} } }`,
    list: `query ($q: String) { result: partnerRides(q: $q) { nodes { id name } } }`,
    travellerQuery: `query ($id: ID!) { listing: ride(id: $id) { name type pricePerDay { amount } } }`,
    input: (cityId, name) => ({ name, cityId, type: 'SAFARI', pricePerDay: 95 }),
  },
  {
    kind: 'leisure venue',
    owner: 'leisure@example.com',
    otherOwner: 'leisure-tz@partners.example.com',
    subject: 'leisure_venue',
    create: `mutation ($input: LeisureVenueInput!) { result: leisureVenueCreate(input: $input) { listing: venue { id name location active openTime closeTime capacity } ${ERRORS} } }`,
    update: `mutation ($id: ID!, $input: LeisureVenueInput!) { result: leisureVenueUpdate(id: $id, input: $input) { listing: venue { id } ${ERRORS} } }`,
    list: `query ($q: String) { result: partnerLeisureVenues(q: $q) { nodes { id name } } }`,
    travellerQuery: `query ($id: ID!) { listing: leisureVenue(id: $id) { name type entryPrice { amount } } }`,
    input: (cityId, name) => ({ name, cityId, type: 'CLUB', openTime: '21:00', closeTime: '03:00', priceLevel: 2, entryPrice: 10, capacity: 120 }),
  },
];

async function call(document: string, variables: Record<string, unknown>, token?: string) {
  const result = await suite.env.graphql(document, variables, token ? as(token) : {});
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data as any;
}

async function cityOf(countryCode: string): Promise<string> {
  const { rows } = await suite.db.query(`select id from city where country_code = $1 order by id limit 1`, [countryCode]);
  return String(rows[0].id);
}

const auditActions = async (subjectType: string, subjectId: string) =>
  (await suite.db.query(`select action, actor_id from audit_entry where subject_type = $1 and subject_id = $2 order by id`, [subjectType, subjectId])).rows;

describe.each(kinds)('a $kind partner creates its own listing', (kindCase) => {
  it('owns it, audited; travellers see it at once; another partner of its kind answers not found', async () => {
    const owner = await signIn(suite.env, kindCase.owner);
    const name = `New ${kindCase.kind} ${key().slice(0, 6)}`;
    const cityId = await cityOf('KE');
    const created = (await call(kindCase.create, { input: kindCase.input(cityId, name) }, owner)).result;
    expect(created.userErrors).toEqual([]);
    expect(created.listing.name).toBe(name);
    expect(created.listing.location).toContain('Kenya');
    const id = created.listing.id as string;

    expect((await call(kindCase.list, { q: name }, owner)).result.nodes).toEqual([{ id, name }]);
    expect((await call(kindCase.travellerQuery, { id })).listing.name).toBe(name);
    const { rows: ownerRows } = await suite.db.query(`select id from app_user where email = $1`, [kindCase.owner]);
    expect(await auditActions(kindCase.subject, id)).toEqual([{ action: `${kindCase.subject}.create`, actor_id: ownerRows[0].id }]);

    const other = await signIn(suite.env, kindCase.otherOwner);
    expect((await call(kindCase.list, { q: name }, other)).result.nodes).toEqual([]);
    const foreign = (await call(kindCase.update, { id, input: { name: 'Taken over' } }, other)).result;
    expect(foreign.userErrors[0].code).toBe('NOT_FOUND');
    expect((await call(kindCase.update, { id, input: { name: `${name} renamed` } }, owner)).result.userErrors).toEqual([]);
  });

  it('refuses an unknown or absurd city and a missing or NUL-bearing name by field, and any other role, creating nothing', async () => {
    const owner = await signIn(suite.env, kindCase.owner);
    const name = `Refused ${kindCase.kind} ${key().slice(0, 6)}`;
    const noCity = (await call(kindCase.create, { input: kindCase.input('999999', name) }, owner)).result;
    expect(noCity.userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field: 'cityId' });
    const noName = (await call(kindCase.create, { input: { ...kindCase.input(await cityOf('RW'), name), name: ' ' } }, owner)).result;
    expect(noName.userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
    const hugeCity = (await call(kindCase.create, { input: kindCase.input('99999999999999999999', name) }, owner)).result;
    expect(hugeCity.userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field: 'cityId' });
    const nulName = (await call(kindCase.create, { input: kindCase.input(await cityOf('RW'), `${name}\u0000`) }, owner)).result;
    expect(nulName.userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });

    const organizer = await signIn(suite.env, 'tours@example.com');
    const refused = await suite.env.graphql(kindCase.create, { input: kindCase.input(await cityOf('RW'), name) }, as(organizer));
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await call(kindCase.list, { q: name }, owner)).result.nodes).toEqual([]);
  });
});

describe('after creating', () => {
  it('a restaurant opens every day until its hours are set, and takes tables on its floor plan', async () => {
    const manager = await signIn(suite.env, 'restaurants@example.com');
    const created = (await call(kinds[0]!.create, { input: kinds[0]!.input(await cityOf('RW'), `Plan ${key().slice(0, 6)}`) }, manager)).result;
    expect(created.listing.openingHours).toHaveLength(7);
    const table = await call(
      `mutation ($restaurantId: ID!, $input: RestaurantTableInput!) { restaurantTableAdd(restaurantId: $restaurantId, input: $input) { table { id } ${ERRORS} } }`,
      { restaurantId: created.listing.id, input: { label: 'T1', seats: 4, x: 30, y: 40 } },
      manager,
    );
    expect(table.restaurantTableAdd.userErrors).toEqual([]);
  });

  it("a ride's fleet is edited by its owner only: another business answers not found for its vehicle", async () => {
    const business = await signIn(suite.env, 'transport@example.com');
    const ride = (await call(kinds[1]!.create, { input: kinds[1]!.input(await cityOf('RW'), `Fleet ${key().slice(0, 6)}`) }, business)).result.listing;
    const plate = `FL ${key().slice(0, 5)}`;
    const added = await call(
      `mutation ($serviceId: ID!, $input: VehicleInput!) { vehicleAdd(serviceId: $serviceId, input: $input) { vehicle { id } ${ERRORS} } }`,
      { serviceId: ride.id, input: { model: 'Hiace', seats: 12, plate } },
      business,
    );
    const vehicleId = added.vehicleAdd.vehicle.id as string;
    const UPDATE = `mutation ($id: ID!, $input: VehicleInput!) { vehicleUpdate(id: $id, input: $input) { vehicle { id model seats } ${ERRORS} } }`;
    const other = await signIn(suite.env, 'transport-tz@partners.example.com');
    expect((await call(UPDATE, { id: vehicleId, input: { seats: 2 } }, other)).vehicleUpdate.userErrors[0].code).toBe('NOT_FOUND');
    expect((await call(UPDATE, { id: vehicleId, input: { model: 'Hiace GL', seats: 10 } }, business)).vehicleUpdate.vehicle).toEqual({
      id: vehicleId,
      model: 'Hiace GL',
      seats: 10,
    });
  });
});
