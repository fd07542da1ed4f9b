// The listing kinds as the web shows them: one entry per value of the API's BookingType (generated from the
// schema), from which the header, the routes, saved items, the booking screens, the back office's content lists
// and the partner portals are derived. A new kind is one entry here plus its translations. No React here:
// vite.config.ts reads it through routes.ts, and the header loads it on every page.
import type { AdminListingKind, BookingCreateInput } from '../features/admin/gql/graphql';
import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import type { BookingType, Role } from '../gql/graphql';

export interface KindUi {
  /** The list page, linked from the header (spec §2). */
  listPath: `/${string}`;
  /** The API's query of its list (`hotels(country: ...)`). */
  listField: string;
  /** Where a listing is seen and booked, as its card links: the tour's detail, the other kinds' booking screen. */
  bookingPath: `/${string}/:id${string}`;
  /** Its partner portal: the subdomain prefix, `/{portal}-dashboard`, and the name the generic wizard knows it by. */
  portal: string;
  /** The role that opens the portal and may own a listing of the kind. */
  partnerRole: Role;
  /** Other names in `/booking/{type}/{id}` that reach the kind's booking screen. */
  wizardAliases: readonly string[];
  /** The translation namespace of its pages. */
  namespace: string;
  /** Its key in the header's `nav.*` and the home page's `explore.*` translations. */
  navKey: string;
  /** Its key in the booking screens' `summary.listing.*` and `confirmed.browse.*` translations. */
  bookingKey: string;
  /** What a booking of the kind is called on its screens. */
  bookingNoun: 'booking' | 'reservation';
  /** The back office's content list of the kind. */
  content: ContentFacts;
  /** How the back office books it for a traveller. */
  onBehalf: OnBehalfFacts;
}

/** What the back office's "book for a traveller" form asks of a booking and sends. */
export interface OnBehalfBooking {
  listingId: string;
  /** The first day (YYYY-MM-DD), the last (hotels, transport) and the time (HH:MM, restaurants, leisure). */
  start: string;
  end: string;
  time: string;
  party: number;
}

export interface OnBehalfFacts {
  /** The parts asked besides the listing, the first day and the party. */
  asks: ReadonlyArray<'end' | 'time'>;
  /** The kind's request of the booking input. */
  request: (booking: OnBehalfBooking) => Omit<BookingCreateInput, 'idempotencyKey' | 'contact' | 'payment'>;
}

export interface ContentFacts {
  kind: AdminListingKind;
  /** In the URL (`/admin-dashboard/content?kind=hotels`) and its `kinds.*` translation. */
  slug: string;
  /** The types it offers (spec §9 filter options). */
  types: readonly string[];
  /** The fields only this kind has. */
  fields: ReadonlyArray<'stars' | 'durationDays' | 'capacity' | 'priceLevel' | 'openTime' | 'closeTime'>;
}

/** A page component, loaded on demand. */
export type ScreenLoader = () => Promise<ComponentType>;

/** What a kind shows (app/kind-screens.ts lists each kind's, declared in its own folder): types only here. */
export interface KindScreens {
  /** The page at the kind's `listPath`. */
  list: ScreenLoader;
  /** The page at its `bookingPath`. */
  booking: ScreenLoader;
  /** Its symbol among the home page's kinds. */
  icon: LucideIcon;
}

/** In the header's order (spec §2): every list of kinds on the web follows it. */
export const kindUi = {
  TOUR: {
    listPath: '/tours',
    listField: 'tours',
    bookingPath: '/tours/:id',
    portal: 'tour',
    partnerRole: 'TOUR_ORGANIZER',
    wizardAliases: [],
    namespace: 'tours',
    navKey: 'tours',
    bookingKey: 'tour',
    bookingNoun: 'booking',
    content: { kind: 'TOURS', slug: 'tours', types: ['cultural', 'wildlife', 'adventure'], fields: ['durationDays'] },
    onBehalf: { asks: [], request: (b) => ({ tour: { tourId: b.listingId, date: b.start, partySize: b.party } }) },
  },
  RESTAURANT: {
    listPath: '/restaurants',
    listField: 'restaurants',
    bookingPath: '/restaurants/:id/reserve',
    portal: 'restaurant',
    partnerRole: 'RESTAURANT_MANAGER',
    wizardAliases: [],
    namespace: 'restaurants',
    navKey: 'restaurants',
    bookingKey: 'restaurant',
    bookingNoun: 'reservation',
    content: { kind: 'RESTAURANTS', slug: 'restaurants', types: ['rwandan', 'african', 'continental', 'international'], fields: [] },
    onBehalf: { asks: ['time'], request: (b) => ({ restaurant: { restaurantId: b.listingId, date: b.start, time: b.time, partySize: b.party } }) },
  },
  HOTEL: {
    listPath: '/hotels',
    listField: 'hotels',
    bookingPath: '/hotels/:id/book',
    portal: 'hotel',
    partnerRole: 'HOTEL_MANAGER',
    wizardAliases: [],
    namespace: 'hotels',
    navKey: 'hotels',
    bookingKey: 'hotel',
    bookingNoun: 'booking',
    content: { kind: 'HOTELS', slug: 'hotels', types: ['luxury', 'boutique', 'safari', 'eco', 'apartment', 'guesthouse'], fields: ['stars'] },
    onBehalf: { asks: ['end'], request: (b) => ({ hotel: { hotelId: b.listingId, checkIn: b.start, checkOut: b.end, guests: b.party, rooms: 1 } }) },
  },
  TRANSPORT: {
    listPath: '/transport',
    listField: 'rides',
    bookingPath: '/transport/:id/book',
    portal: 'transport',
    partnerRole: 'TRANSPORT_BUSINESS',
    wizardAliases: ['ride'],
    namespace: 'transport',
    navKey: 'rides',
    bookingKey: 'ride',
    bookingNoun: 'booking',
    content: { kind: 'TRANSPORT', slug: 'transport', types: ['safari', 'city', 'group', 'motorcycle'], fields: [] },
    onBehalf: { asks: ['end'], request: (b) => ({ ride: { serviceId: b.listingId, pickupDate: b.start, returnDate: b.end, passengers: b.party } }) },
  },
  LEISURE: {
    listPath: '/nightlife',
    listField: 'leisureVenues',
    bookingPath: '/nightlife/:id/book',
    portal: 'leisure',
    partnerRole: 'LEISURE_MANAGER',
    wizardAliases: ['nightlife'],
    namespace: 'nightlife',
    navKey: 'leisure',
    bookingKey: 'leisure',
    bookingNoun: 'booking',
    content: {
      kind: 'LEISURE',
      slug: 'leisure',
      types: ['bar', 'club', 'walk', 'events', 'festivals', 'sports'],
      fields: ['capacity', 'priceLevel', 'openTime', 'closeTime'],
    },
    onBehalf: { asks: ['time'], request: (b) => ({ leisure: { venueId: b.listingId, date: b.start, time: b.time, guests: b.party } }) },
  },
} as const satisfies Record<BookingType, KindUi>;

type Kinds = typeof kindUi;

/** Every kind, in the header's order. */
export const bookingTypes = Object.keys(kindUi) as BookingType[];

/** One fact of every kind, in the header's order, typed as the literal values written above. */
export const kindFacts = <Fact extends keyof KindUi>(fact: Fact) => bookingTypes.map((type) => kindUi[type][fact] as Kinds[BookingType][Fact]);

export type KindPortal = Kinds[BookingType]['portal'];

/** A value for every kind, made from its type. */
export const byKind = <Value>(make: (type: BookingType) => Value) =>
  Object.fromEntries(bookingTypes.map((type) => [type, make(type)])) as Record<BookingType, Value>;

/** The kind's booking path for one listing. */
export const bookingPathOf = (type: BookingType, id: string) => kindUi[type].bookingPath.replace(':id', encodeURIComponent(id));

/** The kind whose partner portal this is; null for the admin's. */
export const kindOfPortal = (portal: string): BookingType | null => bookingTypes.find((type) => kindUi[type].portal === portal) ?? null;

/** The kind `/booking/{type}/{id}` names, by its portal name or an alias; null when it names none. */
export const kindOfWizardType = (name: string): BookingType | null =>
  bookingTypes.find((type) => kindUi[type].portal === name || (kindUi[type].wizardAliases as readonly string[]).includes(name)) ?? null;
