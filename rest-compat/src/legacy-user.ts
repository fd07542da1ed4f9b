// Spec §3 'User (me)': the legacy snake_case shape of an account.
import { z } from 'zod';

export const legacyUserSchema = z
  .object({
    id: z.string(),
    username: z.string().nullable(),
    email: z.string(),
    role: z.string(),
    email_verified: z.boolean(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    name: z.string(),
    country: z.string().nullable().meta({ description: 'The country by name.' }),
    city: z.string().nullable(),
    phone: z.string().nullable(),
    avatar: z.string().nullable().meta({ description: "The picture's URL; none: show the initials." }),
  })
  .meta({ id: 'User', description: 'An account (spec §3 User).' });

export function legacyUser(ctx: ApiContext, user: User): z.output<typeof legacyUserSchema> {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    email_verified: Boolean(user.emailVerifiedAt),
    first_name: user.firstName,
    last_name: user.lastName,
    name: ctx.services.users.fullName(user),
    // Legacy screens list countries by name; the code is accepted back as well as the name.
    country: user.country ? (ctx.services.countries.find(user.country)?.name ?? user.country) : null,
    city: user.city ?? null,
    phone: user.phone ?? null,
    avatar: ctx.services.users.avatarUrl(user),
  };
}
import type { ApiContext, User } from '../../server/src/index.js';
