// Room types for every seeded hotel: what a stay books. The cheapest is the hotel's "from" nightly price.
import type { EntityManager } from '@mikro-orm/postgresql';
import { HotelRoomType } from '../../modules/bookings/inventory.entity.js';
import { HotelType } from '../../modules/listings/hotels/hotel.enums.js';
import { SeededRandom } from './random.js';
import { seedTranslations } from './seed-translations.js';

interface RoomKind {
  name: string;
  maxGuests: number;
  /** Nightly price as a multiple of the hotel's cheapest. */
  factor: number;
  units: [number, number];
}

const roomKinds: Record<HotelType, RoomKind[]> = {
  [HotelType.LUXURY]: [
    { name: 'Deluxe King Room', maxGuests: 2, factor: 1, units: [12, 40] },
    { name: 'Junior Suite', maxGuests: 3, factor: 1.6, units: [4, 12] },
    { name: 'Presidential Suite', maxGuests: 4, factor: 3.5, units: [1, 2] },
  ],
  [HotelType.BOUTIQUE]: [
    { name: 'Classic Double', maxGuests: 2, factor: 1, units: [6, 14] },
    { name: 'Garden Suite', maxGuests: 3, factor: 1.45, units: [2, 5] },
  ],
  [HotelType.SAFARI]: [
    { name: 'Luxury Tent', maxGuests: 2, factor: 1, units: [6, 12] },
    { name: 'Family Tent', maxGuests: 4, factor: 1.7, units: [2, 4] },
    { name: 'Private Villa', maxGuests: 6, factor: 3, units: [1, 1] },
  ],
  [HotelType.ECO]: [
    { name: 'Forest Cabin', maxGuests: 2, factor: 1, units: [4, 10] },
    { name: 'Treehouse', maxGuests: 3, factor: 1.5, units: [1, 3] },
  ],
  [HotelType.APARTMENT]: [
    { name: 'Studio', maxGuests: 2, factor: 1, units: [4, 16] },
    { name: 'Two-Bedroom Apartment', maxGuests: 4, factor: 1.8, units: [2, 8] },
  ],
  [HotelType.GUESTHOUSE]: [
    { name: 'Single Room', maxGuests: 1, factor: 1, units: [2, 6] },
    { name: 'Double Room', maxGuests: 2, factor: 1.3, units: [2, 6] },
    { name: 'Family Room', maxGuests: 4, factor: 1.9, units: [1, 2] },
  ],
};

/** One multi-row insert for all hotels (a few thousand rows): seeding stays fast. */
export async function seedRoomTypes(em: EntityManager): Promise<void> {
  const hotels = await em
    .getConnection()
    .execute<Array<{ id: number; type: HotelType; price: number }>>(
      'select id, type, price_per_night_minor as price from hotel order by id',
      [],
      'all',
      em.getTransactionContext(),
    );
  const random = new SeededRandom('room-types');
  const rows = hotels.flatMap((hotel) =>
    roomKinds[hotel.type].map((kind) => ({
      hotel: hotel.id,
      name: kind.name,
      translations: seedTranslations({ name: kind.name }),
      maxGuests: kind.maxGuests,
      units: random.int(...kind.units),
      // The cheapest type costs exactly the hotel's listed price; the others round to whole dollars.
      pricePerNightMinor: kind.factor === 1 ? hotel.price : Math.round((hotel.price * kind.factor) / 100) * 100,
    })),
  );
  for (let start = 0; start < rows.length; start += 2000) await em.insertMany(HotelRoomType, rows.slice(start, start + 2000));
}
