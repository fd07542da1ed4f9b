// The five bookable kinds as the web names them, and where each one's list lives.
export type BookingKind = 'hotel' | 'tour' | 'restaurant' | 'leisure' | 'ride';

const listPaths: Record<BookingKind, string> = {
  hotel: '/hotels',
  tour: '/tours',
  restaurant: '/restaurants',
  leisure: '/nightlife',
  ride: '/transport',
};

export const listPathOf = (kind: BookingKind) => listPaths[kind];
