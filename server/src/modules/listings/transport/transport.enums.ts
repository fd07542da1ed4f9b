// The closed sets of a ride: vehicle types, back-office status and the sorts of its list. GraphQL registers them (transport.types.ts).

export enum TransportType {
  SAFARI = 'safari',
  CITY = 'city',
  GROUP = 'group',
  MOTORCYCLE = 'motorcycle',
}

/** Back-office status of a transport service (spec §4: active or inactive); the public sees active ones. */
export enum TransportStatus {
  ACTIVE = 'active',
  INACTIVE = 'inactive',
}

/** Spec §9 ride sorts, all applied; price is the price per day. */
export enum RideSort {
  RELEVANCE = 'relevance',
  PRICE_ASC = 'price-asc',
  PRICE_DESC = 'price-desc',
}
