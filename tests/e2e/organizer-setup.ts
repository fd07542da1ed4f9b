// What the tour organizer's browser tests set up through the API first: a tour of the organizer's with a departure,
// and a traveller's booking on it.
import { type APIRequestContext, expect } from './fixtures';
import { PARTNER_PASSWORD } from './partner-session';
import { inDays, uniqueEmail } from './test-data';

/** What the test process asks the API (through the web origin), signed in with `token` when given. */
export async function graphqlOf(request: APIRequestContext, query: string, variables: Record<string, unknown>, token?: string) {
  const response = await request.post('/graphql', {
    headers: { 'x-requested-with': 'e2e', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    data: { query, variables },
  });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** A new tour of the organizer's with a departure, made through the API. */
export async function organizerTour(request: APIRequestContext, email: string) {
  const signIn = await graphqlOf(request, 'mutation ($input: SessionCreateInput!) { sessionCreate(input: $input) { token } }', {
    input: { email, password: PARTNER_PASSWORD },
  });
  const token = signIn.sessionCreate.token as string;
  const cities = await graphqlOf(request, 'query { country(code: "RW") { cities { id } } }', {});
  const name = `Guest list walk ${Date.now()}`;
  const created = await graphqlOf(
    request,
    'mutation ($input: TourInput!) { tourCreate(input: $input) { tour { id } userErrors { message } } }',
    { input: { name, category: 'CULTURAL', durationDays: 1, price: 25, cityId: cities.country.cities[0].id } },
    token,
  );
  const tourId = created.tourCreate.tour.id as string;
  const date = inDays(12);
  const departure = 'mutation ($tourId: ID!, $input: TourDepartureInput!) { tourDepartureAdd(tourId: $tourId, input: $input) { userErrors { message } } }';
  await graphqlOf(request, departure, { tourId, input: { date, capacity: 8 } }, token);
  return { tourId, name, date };
}

/** A traveller's booking of the tour's departure, as a guest: its reference. */
export async function travellerBooks(request: APIRequestContext, tour: { tourId: string; date: string }, partySize = 2): Promise<string> {
  const booked = await graphqlOf(
    request,
    'mutation ($input: BookingCreateInput!) { bookingCreate(input: $input) { booking { reference } userErrors { message } } }',
    {
      input: {
        idempotencyKey: crypto.randomUUID(),
        tour: { tourId: tour.tourId, date: tour.date, partySize },
        contact: { name: 'Baraka Traveller', email: uniqueEmail('guest-list'), phone: '+250 788 000 333' },
        payment: { method: 'PAY_AT_VENUE' },
      },
    },
  );
  expect(booked.bookingCreate.userErrors).toEqual([]);
  return booked.bookingCreate.booking.reference as string;
}
