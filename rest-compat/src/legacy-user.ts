// Spec §3 'User (me)': the legacy snake_case shape of an account.

export function legacyUser(ctx: ApiContext, user: User) {
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
