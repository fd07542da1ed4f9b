// The listing kinds of the Content section: their URL names, the partner role that may own one, the types
// each offers (spec §9 filter options) and the fields only that kind has.
import type { AdminListingKind, Role } from '../gql/graphql';

export interface ContentKind {
  kind: AdminListingKind;
  /** In the URL: /admin-dashboard/content?kind=hotels */
  slug: string;
  partnerRole: Role;
  types: readonly string[];
  fields: ReadonlyArray<'stars' | 'durationDays' | 'capacity' | 'priceLevel' | 'openTime' | 'closeTime'>;
}

export const contentKinds: readonly ContentKind[] = [
  { kind: 'HOTELS', slug: 'hotels', partnerRole: 'HOTEL_MANAGER', types: ['luxury', 'boutique', 'safari', 'eco', 'apartment', 'guesthouse'], fields: ['stars'] },
  { kind: 'RESTAURANTS', slug: 'restaurants', partnerRole: 'RESTAURANT_MANAGER', types: ['rwandan', 'african', 'continental', 'international'], fields: [] },
  { kind: 'TOURS', slug: 'tours', partnerRole: 'TOUR_ORGANIZER', types: ['cultural', 'wildlife', 'adventure'], fields: ['durationDays'] },
  { kind: 'TRANSPORT', slug: 'transport', partnerRole: 'TRANSPORT_BUSINESS', types: ['safari', 'city', 'group', 'motorcycle'], fields: [] },
  {
    kind: 'LEISURE',
    slug: 'leisure',
    partnerRole: 'LEISURE_MANAGER',
    types: ['bar', 'club', 'walk', 'events', 'festivals', 'sports'],
    fields: ['capacity', 'priceLevel', 'openTime', 'closeTime'],
  },
];

export const contentKindOf = (slug: string | null | undefined): ContentKind => contentKinds.find((kind) => kind.slug === slug) ?? contentKinds[0]!;
