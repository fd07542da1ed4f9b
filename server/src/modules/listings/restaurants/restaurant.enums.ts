// The closed sets of a restaurant: cuisines, the sorts of its list, the days of its hours. GraphQL registers them (restaurant.types.ts).

export enum Cuisine {
  RWANDAN = 'rwandan',
  AFRICAN = 'african',
  CONTINENTAL = 'continental',
  INTERNATIONAL = 'international',
}

/** Spec §9 restaurant sorts, all applied. */
export enum RestaurantSort {
  RELEVANCE = 'relevance',
  RATING_DESC = 'rating-desc',
}

export enum Weekday {
  MONDAY = 'monday',
  TUESDAY = 'tuesday',
  WEDNESDAY = 'wednesday',
  THURSDAY = 'thursday',
  FRIDAY = 'friday',
  SATURDAY = 'saturday',
  SUNDAY = 'sunday',
}
