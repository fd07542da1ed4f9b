// What the parts of a found trip are: the kinds of a package part and of an itinerary entry. GraphQL registers them (trip-finder.types.ts).

export enum TripPartKind {
  HOTEL = 'hotel',
  TOUR = 'tour',
  RESTAURANT = 'restaurant',
  TRANSPORT = 'transport',
  NIGHTLIFE = 'nightlife',
}

export enum TripItineraryKind {
  AIRPORT_PICKUP = 'airportPickup',
  AIRPORT_DROPOFF = 'airportDropoff',
  HOTEL = 'hotel',
  TOUR = 'tour',
  RESTAURANT = 'restaurant',
  TRANSPORT = 'transport',
  NIGHTLIFE = 'nightlife',
}
