// A hotel's house rules and amenities over real HTTP and PostgreSQL: the manager sets them in one step, travellers
// read them on the public hotel; wrong times, a check-in closing before it opens, an age for children not allowed
// and an amenity named twice are refused with the field and the reason; another manager's hotel is not found.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { signIn } from './bookings-support.js';
import { hotelManagerApi } from './partner-hotel-support.js';

const suite = apiSuite();
const { graphql, otherManager, ownHotelId } = hotelManagerApi(suite);

const RULES = 'amenities policies { checkInFrom checkInUntil checkOutUntil childrenAllowed childrenMinAge petsAllowed }';
const SET = `mutation ($id: ID!, $input: HotelPoliciesInput!) { managedHotelPoliciesSet(id: $id, input: $input) { hotel { id ${RULES} } userErrors { code field message } } }`;
const PUBLIC_HOTEL = `query ($id: ID!) { hotel(id: $id) { id ${RULES} } }`;

const rules = {
  checkInFrom: '15:00',
  checkInUntil: '22:30',
  checkOutUntil: '10:30',
  childrenAllowed: true,
  childrenMinAge: 6,
  petsAllowed: true,
  amenities: ['SPA', 'WIFI', 'AIRPORT_SHUTTLE', 'ACCESSIBLE_ROOMS'],
};

describe('hotel manager: house rules and amenities', () => {
  it('sets them and travellers read them back on the hotel, amenities in the list’s order; the change is audited', async () => {
    const owner = await signIn(suite.env, 'hotels@example.com');
    const hotelId = await ownHotelId(owner);
    const saved = await graphql(owner, SET, { id: hotelId, input: rules });
    expect(saved.errors).toBeUndefined();
    const expected = {
      amenities: ['WIFI', 'AIRPORT_SHUTTLE', 'SPA', 'ACCESSIBLE_ROOMS'],
      policies: { checkInFrom: '15:00', checkInUntil: '22:30', checkOutUntil: '10:30', childrenAllowed: true, childrenMinAge: 6, petsAllowed: true },
    };
    expect(saved.data!.managedHotelPoliciesSet).toEqual({ userErrors: [], hotel: { id: hotelId, ...expected } });
    const traveller = await suite.env.graphql(PUBLIC_HOTEL, { id: hotelId });
    expect(traveller.data!.hotel).toEqual({ id: hotelId, ...expected });

    // No children: no age; no latest check-in; no amenities.
    const plain = { ...rules, checkInUntil: null, childrenAllowed: false, childrenMinAge: null, petsAllowed: false, amenities: [] };
    expect((await graphql(owner, SET, { id: hotelId, input: plain })).data!.managedHotelPoliciesSet.userErrors).toEqual([]);
    expect((await suite.env.graphql(PUBLIC_HOTEL, { id: hotelId })).data!.hotel).toMatchObject({
      amenities: [],
      policies: { checkInUntil: null, childrenAllowed: false, childrenMinAge: null, petsAllowed: false },
    });
    const { rows } = await suite.db.query(`select action, before, after from audit_entry where subject_type = 'hotel' and subject_id = $1 order by id`, [
      hotelId,
    ]);
    expect(rows.map((row) => row.action)).toEqual(['hotel.policies', 'hotel.policies']);
    expect(rows[1].before).toMatchObject({ petsAllowed: true, amenities: ['wifi', 'airport_shuttle', 'spa', 'accessible_rooms'] });
    expect(rows[1].after).toMatchObject({ petsAllowed: false, amenities: [] });
  });

  it('refuses what does not hold, naming the field, and changes nothing', async () => {
    const owner = await signIn(suite.env, 'hotels@example.com');
    const hotelId = await ownHotelId(owner);
    const before = (await suite.env.graphql(PUBLIC_HOTEL, { id: hotelId })).data!.hotel;
    const refusals: Array<[Record<string, unknown>, { field: string; message: string }]> = [
      [{ checkInFrom: '25:00' }, { field: 'checkInFrom', message: 'checkInFrom must be a time as HH:MM.' }],
      [{ checkOutUntil: '11h' }, { field: 'checkOutUntil', message: 'checkOutUntil must be a time as HH:MM.' }],
      [{ checkInUntil: '14:00' }, { field: 'checkInUntil', message: 'checkInUntil must be later than checkInFrom.' }],
      [
        { childrenAllowed: false, childrenMinAge: 4 },
        { field: 'childrenMinAge', message: 'childrenMinAge applies only when children are allowed.' },
      ],
      [{ childrenMinAge: 18 }, { field: 'childrenMinAge', message: 'childrenMinAge must be a whole number between 0 and 17.' }],
      [{ amenities: ['WIFI', 'POOL', 'WIFI'] }, { field: 'amenities', message: 'amenities must name each amenity once.' }],
    ];
    for (const [change, error] of refusals) {
      const refused = await graphql(owner, SET, { id: hotelId, input: { ...rules, ...change } });
      expect(refused.data!.managedHotelPoliciesSet).toEqual({ hotel: null, userErrors: [{ code: 'BAD_USER_INPUT', ...error }] });
    }
    expect((await suite.env.graphql(PUBLIC_HOTEL, { id: hotelId })).data!.hotel).toEqual(before);
  });

  it("another manager's hotel is not found, as a missing one; other partners are refused", async () => {
    const owner = await signIn(suite.env, 'hotels@example.com');
    const hotelId = await ownHotelId(owner);
    const other = await otherManager();
    const stranger = await graphql(other, SET, { id: hotelId, input: rules });
    expect(stranger.data!.managedHotelPoliciesSet.userErrors).toEqual([{ code: 'NOT_FOUND', field: 'id', message: 'Hotel not found' }]);
    expect((await graphql(other, SET, { id: '99999999', input: rules })).data!.managedHotelPoliciesSet.userErrors).toEqual(
      stranger.data!.managedHotelPoliciesSet.userErrors,
    );
    const organizer = await signIn(suite.env, 'tours@example.com');
    expect((await graphql(organizer, SET, { id: hotelId, input: rules })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('seeds varied rules: hotels differ in amenities and times, each amenity is offered somewhere', async () => {
    const { rows } = await suite.db.query(
      `select count(distinct amenities)::int as sets, count(distinct check_in_from)::int as times, count(*) filter (where pets_allowed)::int as pets,
        array(select distinct unnest(amenities) from hotel order by 1) as offered from hotel`,
    );
    expect(rows[0].sets).toBeGreaterThan(20);
    expect(rows[0].times).toBeGreaterThan(2);
    expect(rows[0].pets).toBeGreaterThan(0);
    expect(rows[0].offered).toHaveLength(10);
  });
});
