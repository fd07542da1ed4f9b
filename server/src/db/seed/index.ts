// Seeds an empty database: countries and cities, demo accounts for every role, listings of every kind (each kind's
// seed is part of its definition) for every country, and demo bookings.
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../../modules/auth/password.js';
import { Country } from '../../modules/countries/country.entity.js';
import { Role } from '../../modules/users/role.js';
import { listingKinds } from '../../modules/listings/kind-registry.js';
import { seedBookings } from './bookings.seed.js';
import { seedCountries } from './countries.seed.js';
import { type DemoAccount, DEMO_PASSWORD, demoStaff, seedDemoUsers } from './users.seed.js';

/** The demo accounts, one per role of spec §6: the staff's, then each kind's partner (its seed names it). */
export const demoAccounts = (): DemoAccount[] => [
  ...demoStaff,
  ...listingKinds().flatMap((kind) => (kind.seed ? [{ ...kind.seed.demoPartner, role: kind.partnerRole }] : [])),
];

/** Creates the demo accounts (verified) and returns them by role. */
export const seedDemoAccounts = (em: EntityManager) => seedDemoUsers(em, demoAccounts());

export async function isSeeded(em: EntityManager): Promise<boolean> {
  return (await em.count(Country)) > 0;
}

export async function seedDatabase(em: EntityManager): Promise<void> {
  await em.transactional(async (tx) => {
    await seedCountries(tx);
    const demo = await seedDemoAccounts(tx);
    const partnerHash = await hashPassword(DEMO_PASSWORD);
    // Each kind's listings, in the registry's order (the seeded names and places follow it).
    for (const kind of listingKinds()) await kind.seed?.listings(tx, demo.get(kind.partnerRole)!, partnerHash);
    await seedBookings(tx, demo.get(Role.USER)!, partnerHash);
  });
}
