// Which room types take the party: a room type fits when its rooms, as many as asked, sleep every guest.

/** The most rooms one stay books (the booking's own limit). */
export const MAX_ROOMS = 10;

interface RoomOffer {
  maxGuests: number;
  unitsLeft: number;
}

export interface PartyFit<Room extends RoomOffer> {
  /** The room types whose `rooms` rooms sleep the party, in the server's order (cheapest first). */
  fitting: Room[];
  /** How many room types are left out because they are too small for the party. */
  hidden: number;
  /** The fewest rooms of any one room type, free for the dates, that would sleep the party; null when none would. */
  roomsNeeded: number | null;
}

export function partyFit<Room extends RoomOffer>(roomTypes: readonly Room[], rooms: number, guests: number): PartyFit<Room> {
  const fitting = roomTypes.filter((room) => room.maxGuests * rooms >= guests);
  const needs = roomTypes
    .map((room) => Math.ceil(guests / room.maxGuests))
    .filter((needed, index) => needed <= MAX_ROOMS && needed <= roomTypes[index]!.unitsLeft);
  return { fitting, hidden: roomTypes.length - fitting.length, roomsNeeded: needs.length ? Math.min(...needs) : null };
}
