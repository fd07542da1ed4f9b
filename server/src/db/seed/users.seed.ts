// Demo accounts, one per role of spec §6, and the partner accounts that own seeded listings.
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../../modules/auth/password.js';
import { Role } from '../../modules/users/role.js';
import { User } from '../../modules/users/user.entity.js';

export const DEMO_PASSWORD = 'Safari2025!';

export interface DemoAccount {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
}

/** The demo traveller and back-office staff; each kind's seed adds its demo partner (seed/index.ts). */
export const demoStaff: readonly DemoAccount[] = [
  { email: 'traveller@example.com', role: Role.USER, firstName: 'Amani', lastName: 'Mugisha' },
  { email: 'admin@example.com', role: Role.ADMIN, firstName: 'Grace', lastName: 'Uwase' },
  { email: 'subadmin@example.com', role: Role.SUBADMIN, firstName: 'Kwame', lastName: 'Mensah' },
];

const usernameOf = (email: string) => email.split('@')[0]!;

/** Creates the demo accounts (verified) and returns them by role. */
export async function seedDemoUsers(em: EntityManager, demoAccounts: readonly DemoAccount[]): Promise<Map<Role, User>> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const byRole = new Map<Role, User>();
  for (const account of demoAccounts) {
    const user = em.create(User, {
      ...account,
      username: usernameOf(account.email),
      passwordHash,
      emailVerifiedAt: new Date(),
      country: 'RW',
      city: 'Kigali',
    });
    byRole.set(account.role, user);
  }
  await em.flush();
  return byRole;
}

/** A partner account per country and listing role, so every listing has an owner who can sign in. */
export async function seedPartner(em: EntityManager, role: Role, countryCode: string, passwordHash: string): Promise<User> {
  const slug = `${role.replace(/_.*/, '')}-${countryCode.toLowerCase()}`;
  const email = `${slug}@partners.example.com`;
  return em.create(User, {
    email,
    username: slug,
    passwordHash,
    role,
    country: countryCode,
    emailVerifiedAt: new Date(),
    firstName: 'Partner',
    lastName: countryCode,
  });
}
