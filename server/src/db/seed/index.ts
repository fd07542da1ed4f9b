// Seeds an empty database: countries and cities, demo accounts for every role, listings for every country.
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../../modules/auth/password.js';
import { Country } from '../../modules/countries/country.entity.js';
import { Role } from '../../modules/users/role.js';
import { seedBookings } from './bookings.seed.js';
import { seedCountries } from './countries.seed.js';
import { seedHotels } from './hotels.seed.js';
import { seedLeisure } from './leisure.seed.js';
import { seedRestaurants } from './restaurants.seed.js';
import { seedRoomTypes } from './room-types.seed.js';
import { seedTours } from './tours.seed.js';
import { seedTransport } from './transport.seed.js';
import { DEMO_PASSWORD, seedDemoUsers } from './users.seed.js';

export async function isSeeded(em: EntityManager): Promise<boolean> {
  return (await em.count(Country)) > 0;
}

export async function seedDatabase(em: EntityManager): Promise<void> {
  await em.transactional(async (tx) => {
    await seedCountries(tx);
    const demo = await seedDemoUsers(tx);
    const partnerHash = await hashPassword(DEMO_PASSWORD);
    await seedHotels(tx, demo.get(Role.HOTEL_MANAGER)!, partnerHash);
    await seedRoomTypes(tx);
    await seedTours(tx, demo.get(Role.TOUR_ORGANIZER)!, partnerHash);
    await seedRestaurants(tx, demo.get(Role.RESTAURANT_MANAGER)!, partnerHash);
    await seedLeisure(tx, demo.get(Role.LEISURE_MANAGER)!, partnerHash);
    await seedTransport(tx, demo.get(Role.TRANSPORT_BUSINESS)!, partnerHash);
    await seedBookings(tx, demo.get(Role.USER)!, partnerHash);
  });
}
