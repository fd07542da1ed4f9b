// THE AUTHORIZATION MATRIX of the REST layer: every route of the API, with the callers allowed to call it.
// tests/rest/authorization-matrix.test.ts calls each route as every caller of actors.ts (both the path
// and its /api twin) and checks: 401 for a caller without a session, 403 for a role that may not, and
// anything but 401/403 for one that may. It fails when the API has a route this table does not list.
//
// Adding a route: add its row, keyed `METHOD /path` as Fastify declares it (`:id` parameters; the /api
// twin that route() adds is covered by the same row), in the section of its domain. Partner API keys
// are not REST credentials: they are refused like a guest wherever a session is needed.
import { type ActorName, adminOnly, admins, allPartnerKinds, type Fixture, type PartnerKind, partners, signedIn } from './actors.js';
import { ONE_PIXEL_PNG } from './graphql-operations.js';
import { type AdminListingKind, kindSegments } from '../../server/src/modules/admin/admin-listing-kinds.js';
import { listingKinds } from '../../server/src/modules/listings/kind-registry.js';

export interface PathRule {
  /** 'public': anybody, session or not (checked as a guest). Else who may call it with a session. */
  allow: 'public' | readonly ActorName[];
  /** It acts on the run's listing of this kind: `:id` is that listing; a non-owner may be told 404. */
  owned?: PartnerKind;
  /** Values of the path's parameters (default "1", or the owned listing's id for `:id`). */
  params?: (fixture: Fixture) => Record<string, string | number>;
  /** JSON, or a FormData sent as multipart. */
  body?: (fixture: Fixture) => unknown;
  /** Those allowed must find what the path names: a 404 fails. */
  mustFind?: boolean;
  /** What a public route answers a guest sent with an empty body, when that is an auth status by contract. */
  guestStatus?: number;
}

const ORGANIZERS = partners('tour', { sessionOnly: true });
const HOTEL_MANAGERS = partners('hotel', { sessionOnly: true });

/** The spec §7 'Admin' path segments of every kind of the registry (its own, and its legacy name: `nightlife`), with the kind. */
const adminSegments = Object.entries(kindSegments()).map(([segment, adminKind]) => ({ segment, kind: kindOfAdminSegment(adminKind) }));

function kindOfAdminSegment(adminKind: AdminListingKind): PartnerKind {
  const kind = listingKinds().find((known) => known.admin.kind === adminKind);
  if (!kind) throw new Error(`No kind is listed in the back office as ${adminKind}`);
  return kind.type;
}

/** A kind's own fields of a create, in legacy names, by path segment; a kind not here is created with the shared fields alone. */
const createFields: Record<string, Record<string, unknown>> = {
  hotels: { type: 'boutique', stars: 3, price_per_night: 80 },
  restaurants: { cuisine: 'rwandan', average_price: 20 },
  tours: { category: 'cultural', duration_days: 2, base_price: 150 },
  transport: { type: 'city', price_per_day: 60 },
  leisure: { type: 'bar', entry_price: 10, capacity: 80, price_level: 2, open_time: '18:00', close_time: '23:30' },
  nightlife: { type: 'club', entry_price: 15, capacity: 200, price_level: 3, open_time: '21:00', close_time: '23:59' },
};

export const restPaths: Record<string, PathRule> = {
  // ── Service ─────────────────────────────────────────────────────────────────────────────
  'GET /healthz': { allow: 'public' },
  'GET /readyz': { allow: 'public' },
  'GET /partner-api/docs': { allow: 'public' },
  /** Loopback peers (the matrix is one) or a METRICS_TOKEN bearer; anybody else is told 404. */
  'GET /metrics': { allow: 'public' },
  'GET /partner-api/schema.graphql': { allow: 'public' },
  /** The OpenAPI document of the legacy REST paths. */
  'GET /api/openapi.json': { allow: 'public', mustFind: true },
  /** Search engines: the sitemap's listings of each kind. */
  'GET /api/sitemap': { allow: 'public' },
  'GET /api/sitemap/:kind': { allow: 'public' },
  /**
   * Mobile-money providers call these with no session: what they say is believed only after the provider's own status
   * query confirms it (tests/api/payments-mobile-money.test.ts), so a forged call changes nothing.
   */
  'POST /payments/mpesa/callback': { allow: 'public' },
  'POST /payments/mpesa/b2c-result': { allow: 'public' },
  'POST /payments/mpesa/b2c-timeout': { allow: 'public' },
  'POST /payments/mtn-momo/callback/:paymentId': { allow: 'public' },
  'PUT /payments/mtn-momo/callback/:paymentId': { allow: 'public' },
  'POST /payments/mtn-momo/payout': { allow: 'public' },
  'PUT /payments/mtn-momo/payout': { allow: 'public' },
  'POST /payments/mtn-momo/payout/:payoutId': { allow: 'public' },
  'PUT /payments/mtn-momo/payout/:payoutId': { allow: 'public' },

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
  // Admins and sub-admins run the back office; /api/subadmins is the admin's alone (a sub-admin's
  // attempt is refused 403 and audited). Content writes act on the run's spare listings.
  ...Object.assign({}, ...adminSegments.map(({ segment, kind }) => adminContentPaths(segment, kind, createFields[segment] ?? {}))),
  // Deleting comes after every other row of the spare listings (leisure and nightlife share one).
  ...Object.fromEntries(
    adminSegments.map(({ segment, kind }) => [`DELETE /admin/${segment}/:id`, { allow: admins, params: (f: Fixture) => ({ id: f.spareListings[kind] }) }]),
  ),
  'GET /admin/users': { allow: admins },
  'PUT /admin/users/:id/verify': { allow: admins, mustFind: true, params: (f) => ({ id: f.client.id }), body: () => ({ verified: true }) },
  'PUT /admin/users/:id/role': { allow: admins, mustFind: true, params: (f) => ({ id: f.client.id }), body: () => ({ role: 'tour_organizer' }) },
  'POST /admin/users/migrate-clients': { allow: admins, body: (f) => ({ ids: [f.client.id] }) },
  'GET /admin/clients': { allow: admins },
  'POST /admin/clients': { allow: admins, body: (f) => ({ email: `new-${f.client.email}`, password: 'Safari2025!', first_name: 'Matrix' }) },
  'GET /admin/bookings': { allow: admins },
  'POST /admin/bookings/:id/cancel': { allow: admins, params: (f) => ({ id: f.booking.id }), body: () => ({ reason: 'The traveller called to cancel.' }) },
  'GET /api/subadmins': { allow: adminOnly },
  'POST /api/subadmins': { allow: adminOnly, body: (f) => ({ email: f.spareSubadmin.email }) },
  'DELETE /api/subadmins/:id': { allow: adminOnly, mustFind: true, params: (f) => ({ id: f.spareSubadmin.id }) },

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
  'GET /admin/support/tickets/:id': { allow: admins, mustFind: true, params: (f) => ({ id: f.supportTicket }) },
  'POST /admin/support/tickets/:id/replies': {
    allow: admins,
    mustFind: true,
    params: (f) => ({ id: f.supportTicket }),
    body: () => ({ message: 'Yes, the venue is open until late.' }),
  },
  'PUT /admin/support/tickets/:id/status': { allow: admins, mustFind: true, params: (f) => ({ id: f.supportTicket }), body: () => ({ status: 'pending' }) },
};

/**
 * Spec §7 'Admin' paths of one kind but its DELETE: the list, a create (`fields` are the kind's own, in
 * legacy names), the run's listing read with its bookings, and the field and 'Generic status update'
 * variants (each with one of the body shapes the old client sent) and the picture on the spare listing.
 */
function adminContentPaths(segment: string, kind: PartnerKind, fields: Record<string, unknown>): Record<string, PathRule> {
  const base = `/admin/${segment}`;
  const runs = (f: Fixture) => ({ id: f.listings[kind] });
  const spare = (f: Fixture) => ({ id: f.spareListings[kind] });
  const write = (body: unknown): PathRule => ({ allow: admins, mustFind: true, params: spare, body: () => body });
  return {
    [`GET ${base}`]: { allow: admins },
    [`POST ${base}`]: {
      allow: admins,
      body: (f) => ({
        name: `Matrix ${segment}`,
        country_code: f.place.countryCode,
        city_id: Number(f.place.cityId),
        owner_id: f.actors[`${kind}:owner`].accountId,
        ...fields,
      }),
    },
    [`GET ${base}/:id`]: { allow: admins, mustFind: true, params: runs },
    [`GET ${base}/:id/bookings`]: { allow: admins, mustFind: true, params: runs },
    [`PUT ${base}/:id`]: write({ description: 'Checked by the back office.', active: true }),
    [`PATCH ${base}/:id`]: write({ description: 'Checked by the back office.' }),
    [`POST ${base}/:id`]: write({ enabled: true }),
    [`PUT ${base}/:id/status`]: write({ status: 'inactive' }),
    [`PATCH ${base}/:id/status`]: write({ active: true }),
    [`POST ${base}/:id/status`]: write({ is_active: false }),
    [`PUT ${base}/:id/ban`]: write({}),
    [`PATCH ${base}/:id/ban`]: write({ banned: true }),
    [`POST ${base}/:id/ban`]: write({ disabled: true }),
    [`PUT ${base}/:id/unban`]: write({}),
    [`PATCH ${base}/:id/unban`]: write({ status: 'unbanned' }),
    [`POST ${base}/:id/unban`]: write({ active: true }),
    [`POST ${base}/:id/image`]: {
      allow: admins,
      mustFind: true,
      params: spare,
      body: () => {
        const form = new FormData();
        form.append('image', new Blob([Buffer.from(ONE_PIXEL_PNG, 'base64')], { type: 'image/png' }), 'pixel.png');
        return form;
      },
    },
  };
}
