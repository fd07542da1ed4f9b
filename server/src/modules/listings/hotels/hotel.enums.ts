// The closed sets of a hotel listing: its types and the sorts of its list. GraphQL registers them (hotel.types.ts).

export enum HotelType {
  LUXURY = 'luxury',
  BOUTIQUE = 'boutique',
  SAFARI = 'safari',
  ECO = 'eco',
  APARTMENT = 'apartment',
  GUESTHOUSE = 'guesthouse',
}

/** Spec §9 hotel sorts, all applied. */
export enum HotelSort {
  RELEVANCE = 'relevance',
  PRICE_ASC = 'price-asc',
  PRICE_DESC = 'price-desc',
  STARS_DESC = 'stars-desc',
}

/** What a hotel offers its guests (issue 29): a fixed list, each shown to travellers with its icon and its words. */
export enum HotelAmenity {
  WIFI = 'wifi',
  POOL = 'pool',
  PARKING = 'parking',
  AIRPORT_SHUTTLE = 'airport_shuttle',
  RESTAURANT = 'restaurant',
  AIR_CONDITIONING = 'air_conditioning',
  BREAKFAST = 'breakfast',
  SPA = 'spa',
  GYM = 'gym',
  ACCESSIBLE_ROOMS = 'accessible_rooms',
}
