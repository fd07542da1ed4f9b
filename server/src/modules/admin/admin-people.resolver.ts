// People of the admin back office over GraphQL; REST: rest-compat/src/admin-people.routes.ts.
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { ApiContext } from '../../http/api-context.js';
import { commandOf } from '../../graphql/arguments.js';
import { payloadOf } from '../../graphql/user-error.js';
import { Role } from '../users/role.js';
import { User } from '../users/user.entity.js';
import {
  AdminAccountInput,
  AdminPartnerInviteInput,
  AdminPeopleFilterInput,
  AdminUserDeletePayload,
  AdminUserPage,
  AdminUserPayload,
  AdminUsersPayload,
} from './admin.types.js';
import { newAccount, partnerInvitation } from './admin-people.service.js';
import { BACK_OFFICE_ROLES } from './back-office-access.js';

@Resolver()
export class AdminPeopleResolver {
  @Authorized(...BACK_OFFICE_ROLES)
  @Query(() => AdminUserPage, { description: 'Accounts by words, role and verification, newest first' })
  adminUsers(@Arg('filter', () => AdminPeopleFilterInput, { nullable: true }) filter: AdminPeopleFilterInput | null, @Ctx() ctx: ApiContext) {
    return ctx.services.adminPeople.users(ctx, filter ?? {});
  }

  @Authorized(...BACK_OFFICE_ROLES)
  @Query(() => AdminUserPage, { description: 'Clients: traveller accounts, by words and verification' })
  adminClients(@Arg('filter', () => AdminPeopleFilterInput, { nullable: true }) filter: AdminPeopleFilterInput | null, @Ctx() ctx: ApiContext) {
    return ctx.services.adminPeople.clients(ctx, filter ?? {});
  }

  /** Back-office roles pass the first gate so that a sub-admin's attempt reaches the service and is audited. */
  @Authorized(...BACK_OFFICE_ROLES)
  @Query(() => [User], { description: 'The sub-admins (admins only)' })
  subadmins(@Ctx() ctx: ApiContext) {
    return ctx.services.adminPeople.subadmins(ctx);
  }

  @Authorized(...BACK_OFFICE_ROLES)
  @Mutation(() => AdminUserPayload, { description: "Marks an account's e-mail verified or not" })
  adminUserVerify(@Arg('id', () => ID) id: string, @Arg('verified') verified: boolean, @Ctx() ctx: ApiContext) {
    return payloadOf(AdminUserPayload, async () => ({ user: await ctx.services.adminPeople.setVerified(ctx, id, verified) }));
  }

  @Authorized(...BACK_OFFICE_ROLES)
  @Mutation(() => AdminUserPayload, { description: 'Gives an account another role; nobody changes their own, only admins hand out admin and sub-admin' })
  adminUserRoleChange(@Arg('id', () => ID) id: string, @Arg('role', () => Role) role: Role, @Ctx() ctx: ApiContext) {
    return payloadOf(AdminUserPayload, async () => ({ user: await ctx.services.adminPeople.changeRole(ctx, id, role) }));
  }

  /** Back-office roles pass the first gate so that a sub-admin's attempt reaches the service and is audited. */
  @Authorized(...BACK_OFFICE_ROLES)
  @Mutation(() => AdminUserPayload, {
    description: 'Suspends an account (it cannot sign in and its sessions end at once) or reinstates it (admins only; not their own, not an admin)',
  })
  adminUserSuspend(
    @Arg('id', () => ID, { description: 'The account' }) id: string,
    @Arg('suspended', { description: 'True to suspend, false to reinstate' }) suspended: boolean,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(AdminUserPayload, async () => ({ user: await ctx.services.adminPeople.setSuspended(ctx, id, suspended) }));
  }

  /** Back-office roles pass the first gate so that a sub-admin's attempt reaches the service and is audited. */
  @Authorized(...BACK_OFFICE_ROLES)
  @Mutation(() => AdminUserDeletePayload, {
    description:
      'Deletes an account (admins only; not their own, not an admin): its personal data is erased, its sessions, API keys and webhooks end, its bookings stay anonymised. Refused while it owns visible listings or has confirmed bookings to come',
  })
  adminUserDelete(@Arg('id', () => ID, { description: 'The account' }) id: string, @Ctx() ctx: ApiContext) {
    return payloadOf(AdminUserDeletePayload, () => ctx.services.adminPeople.deleteAccount(ctx, id));
  }

  @Authorized(...BACK_OFFICE_ROLES)
  @Mutation(() => AdminUserPayload, { description: 'Opens a partner account and e-mails the invitee a link to choose their password' })
  adminPartnerInvite(@Arg('input', { description: 'E-mail, name and partner role' }) input: AdminPartnerInviteInput, @Ctx() ctx: ApiContext) {
    return payloadOf(AdminUserPayload, async () => ({ user: await ctx.services.adminPeople.invitePartner(ctx, commandOf(partnerInvitation, input)) }));
  }

  @Authorized(...BACK_OFFICE_ROLES)
  @Mutation(() => AdminUsersPayload, { description: 'Moves accounts to the clients (the traveller role), under the role-change rules' })
  adminUsersMigrateToClients(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: ApiContext) {
    return payloadOf(AdminUsersPayload, async () => ({ users: await ctx.services.adminPeople.migrateToClients(ctx, ids) }));
  }

  @Authorized(...BACK_OFFICE_ROLES)
  @Mutation(() => AdminUserPayload, { description: 'Creates a client (traveller) account' })
  adminClientCreate(@Arg('input') input: AdminAccountInput, @Ctx() ctx: ApiContext) {
    return payloadOf(AdminUserPayload, async () => ({ user: await ctx.services.adminPeople.createClient(ctx, commandOf(newAccount, input)) }));
  }

  @Authorized(...BACK_OFFICE_ROLES)
  @Mutation(() => AdminUserPayload, { description: 'Makes a sub-admin: an existing account by e-mail, else a new one (admins only)' })
  subadminCreate(@Arg('input') input: AdminAccountInput, @Ctx() ctx: ApiContext) {
    return payloadOf(AdminUserPayload, async () => ({ user: await ctx.services.adminPeople.createSubadmin(ctx, commandOf(newAccount, input)) }));
  }

  @Authorized(...BACK_OFFICE_ROLES)
  @Mutation(() => AdminUserPayload, { description: "Ends a sub-admin's access; the account stays as a client (admins only)" })
  subadminRemove(@Arg('id', () => ID) id: string, @Ctx() ctx: ApiContext) {
    return payloadOf(AdminUserPayload, async () => ({ user: await ctx.services.adminPeople.removeSubadmin(ctx, id) }));
  }
}
