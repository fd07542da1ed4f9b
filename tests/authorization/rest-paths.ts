// THE AUTHORIZATION MATRIX of the REST layer: every route of the API, with the callers allowed to call it.
// tests/rest/authorization-matrix.test.ts calls each route as every caller of actors.ts (both the path
// and its /api twin) and checks: 401 for a caller without a session, 403 for a role that may not, and
// anything but 401/403 for one that may. It fails when the API has a route this table does not list.
//
// Adding a route: add its row, keyed `METHOD /path` as Fastify declares it (`:id` parameters; the /api
// twin that route() adds is covered by the same row), in the section of its domain. Partner API keys
// are not REST credentials: they are refused like a guest wherever a session is needed.
import { type ActorName, admins, allPartnerKinds, type Fixture, type PartnerKind, partners, signedIn } from './actors.js';

export interface PathRule {
  /** 'public': anybody, session or not (checked as a guest). Else who may call it with a session. */
  allow: 'public' | readonly ActorName[];
  /** It acts on the run's listing of this kind: `:id` is that listing; a non-owner may be told 404. */
  owned?: PartnerKind;
  /** Values of the path's parameters (default "1", or the owned listing's id for `:id`). */
  params?: (fixture: Fixture) => Record<string, string | number>;
  body?: (fixture: Fixture) => unknown;
  /** What a public route answers a guest sent with an empty body, when that is an auth status by contract. */
  guestStatus?: number;
}

const ORGANIZERS = partners('tour', { sessionOnly: true });
const HOTEL_MANAGERS = partners('hotel', { sessionOnly: true });

export const restPaths: Record<string, PathRule> = {
  // ── Service ─────────────────────────────────────────────────────────────────────────────
  'GET /healthz': { allow: 'public' },
  'GET /readyz': { allow: 'public' },
  'GET /partner-api/docs': { allow: 'public' },

  // ── Public catalogue ────────────────────────────────────────────────────────────────────
  'GET /api/countries': { allow: 'public' },
  'GET /api/public/metrics': { allow: 'public' },
  'GET /api/public/user-count': { allow: 'public' },
  'GET /hotels': { allow: 'public' },
  'GET /hotels/countries': { allow: 'public' },
  'GET /hotels/cities': { allow: 'public' },
  'GET /hotels/:id': { allow: 'public' },
  'GET /tours': { allow: 'public' },
  'GET /tours/countries': { allow: 'public' },
  'GET /tours/cities': { allow: 'public' },
  'GET /tours/:id': { allow: 'public' },
  'GET /transports': { allow: 'public' },
  'GET /transports/countries': { allow: 'public' },
  'GET /transports/cities': { allow: 'public' },
  'GET /transports/:id': { allow: 'public' },
  'GET /restaurants': { allow: 'public' },
  'GET /restaurants/countries': { allow: 'public' },
  'GET /restaurants/cities': { allow: 'public' },
  'GET /restaurants/:id': { allow: 'public' },
  'GET /restaurants/:id/floorplan': { allow: 'public' },
  'GET /restaurants/:id/availability': { allow: 'public' },
  'POST /restaurants/book': { allow: 'public' },
  'GET /api/nightlife': { allow: 'public' },
  'GET /nightlife/countries': { allow: 'public' },
  'GET /nightlife/cities': { allow: 'public' },
  'GET /api/nightlife/:id': { allow: 'public' },
  'POST /nightlife/book': { allow: 'public' },
  'POST /api/ai/finder': { allow: 'public' },
  'POST /api/help': { allow: 'public' },

  // ── Accounts and sessions ───────────────────────────────────────────────────────────────
  'POST /auth/register': { allow: 'public' },
  'POST /auth/login': { allow: 'public' },
  'POST /auth/refresh': { allow: 'public', guestStatus: 401 },
  'POST /auth/logout': { allow: 'public' },
  'POST /auth/verify': { allow: 'public' },
  'POST /auth/resend-verification': { allow: 'public' },
  'POST /auth/forgot': { allow: 'public' },
  'POST /auth/reset': { allow: 'public' },
  'GET /auth/me': { allow: signedIn },
  'GET /api/v1/users/me': { allow: signedIn },
  'PUT /api/v1/users/me': { allow: signedIn },
  'PUT /api/v1/users/me/password': { allow: signedIn, body: () => ({ current_password: 'not-the-password', new_password: 'Another2025!' }) },
  'PUT /api/user/profile': { allow: signedIn },
  'POST /api/user/avatar': { allow: signedIn },

  // ── Traveller bookings ──────────────────────────────────────────────────────────────────
  'GET /api/user/bookings': { allow: signedIn },
  'POST /api/user/bookings': { allow: signedIn },
  'GET /api/user/bookings/:id': { allow: signedIn },
  'PUT /api/user/bookings/:id': { allow: signedIn },
  'DELETE /api/user/bookings/:id': { allow: signedIn },

  // ── Hotel partner (/manager/*) ──────────────────────────────────────────────────────────
  // Hotel managers with a session; writes aim at the run's own hotel, or at seeded room type 1 that nobody of the run owns (404).
  'GET /manager/rooms': { allow: HOTEL_MANAGERS },
  'POST /manager/rooms': {
    allow: HOTEL_MANAGERS,
    body: (f) => ({ hotel_id: f.listings.hotel, name: 'Matrix room', units: 1, max_guests: 2, price_per_night: 50 }),
  },
  'PUT /manager/rooms/:id': { allow: HOTEL_MANAGERS, body: () => ({ price_per_night: 1 }) },
  'DELETE /manager/rooms/:id': { allow: HOTEL_MANAGERS },
  'GET /manager/hotels': { allow: HOTEL_MANAGERS },
  // Live bookings (server-sent events) for every partner's bookings screen: partner sessions only.
  'GET /api/partner/bookings/live': { allow: partners(allPartnerKinds, { sessionOnly: true }) },

  // ── Restaurant, transport and leisure partners ──────────────────────────────────────────

  // ── Tour organizer (/organizer/*) ───────────────────────────────────────────────────────
  // Tour organizers with a session; writes either fail validation or aim at rows nobody of the run owns (404).
  'GET /organizer/tours': { allow: ORGANIZERS },
  'POST /organizer/tours': { allow: ORGANIZERS },
  'PUT /organizer/tours/:id': { allow: ORGANIZERS, owned: 'tour' },
  'DELETE /organizer/tours/:id': { allow: ORGANIZERS, params: (f) => ({ id: f.foreignListings.tour }) },
  'GET /organizer/bookings': { allow: ORGANIZERS },
  'POST /organizer/bookings': { allow: ORGANIZERS },
  'PUT /organizer/bookings/:id': { allow: ORGANIZERS },
  'DELETE /organizer/bookings/:id': { allow: ORGANIZERS },
  'GET /organizer/guests': { allow: ORGANIZERS },
  'POST /organizer/guests': { allow: ORGANIZERS },
  'PUT /organizer/guests/:id': { allow: ORGANIZERS },
  'DELETE /organizer/guests/:id': { allow: ORGANIZERS },
  'GET /organizer/tours/:id/itineraries': { allow: ORGANIZERS, owned: 'tour' },
  'POST /organizer/tours/:id/itineraries': { allow: ORGANIZERS, owned: 'tour', body: () => ({ title: 'Matrix step' }) },
  'PUT /organizer/itineraries/:id': { allow: ORGANIZERS },
  'DELETE /organizer/itineraries/:id': { allow: ORGANIZERS },
  'GET /organizer/revenue/overview': { allow: ORGANIZERS },
  'GET /organizer/revenue/by-tour': { allow: ORGANIZERS },

  // ── Admin content, people, bookings (/admin/*, /api/subadmins) ──────────────────────────

  // ── Admin analytics and reports ─────────────────────────────────────────────────────────
  'GET /admin/revenue/breakdown': { allow: admins },
  'GET /admin/analytics/overview': { allow: admins },
  'GET /admin/reports/overview': { allow: admins },
  'GET /admin/reports/export.csv': { allow: admins },
  'GET /api/overview': { allow: admins },
  'GET /api/bookings/summary': { allow: admins },
  'GET /api/revenue/summary': { allow: admins },
  'GET /api/admin/recent-bookings': { allow: admins },
  'GET /api/admin/service-performance': { allow: admins },

  // ── Support tickets (/admin/support/*) ──────────────────────────────────────────────────
  'GET /admin/support/tickets': { allow: admins },
  'GET /admin/support/tickets/:id': { allow: admins },
  'POST /admin/support/tickets/:id/replies': { allow: admins, body: () => ({ message: 'Checking who may answer.' }) },
  'PUT /admin/support/tickets/:id/status': { allow: admins, body: () => ({ status: 'closed' }) },
};
