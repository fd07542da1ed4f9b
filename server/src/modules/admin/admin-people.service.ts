// People of the admin back office: accounts (verify, change role, move to clients, suspend, delete, invite a partner),
// clients (traveller accounts) and sub-admins. Role and verification changes follow role-rules.ts; refused attempts are audited as denied.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { RequestContext, Viewer } from '../../context.js';
import { DomainError, badInput } from '../../errors.js';
import { optionalSingleLine, optionalText, text } from '../../validation.js';
import { auditSnapshot, recordAudit, recordNow } from '../audit/audit-log.js';
import { readEmail, readNewPassword } from '../auth/account-input.js';
import { type AccountService, freeUsername } from '../auth/account.service.js';
import { hashPassword } from '../auth/password.js';
import { newSecretToken } from '../auth/secret-token.js';
import type { SessionService } from '../auth/session.service.js';
import { likePattern } from '../listings/listing-page.js';
import { clampedPaging, findPage, type OffsetPage } from '../listings/paging.js';
import { isPartnerRole, Role } from '../users/role.js';
import { User } from '../users/user.entity.js';
import { avatarDirectory } from '../users/user.service.js';
import { assertDeletable, eraseAccount } from './account-deletion.js';
import { adminKindList } from './admin-listing-kinds.js';
import { counted } from '../../counted.js';
import { adminViewer, auditActorOf, backOfficeViewer } from './back-office-access.js';
import { accountChangeRefusal, deletionRefusal, roleChangeRefusal, roleChangeRefused, suspensionRefusal } from './role-rules.js';

export interface PeopleFilter {
  q?: string | null;
  role?: Role | null;
  verified?: boolean | null;
  page?: number | null;
  size?: number | null;
}

/** A new account made from the back office: a client, or a sub-admin by an admin. */
export const newAccount = z.object({
  email: text(254).nullish(),
  password: optionalText(256),
  firstName: optionalSingleLine(80),
  lastName: optionalSingleLine(80),
  verified: z.boolean().nullish(),
});

export type NewAccount = z.output<typeof newAccount>;

/** A partner account the admin opens for someone: they choose their password from the invitation e-mail. */
export const partnerInvitation = z.object({
  email: text(254),
  firstName: optionalSingleLine(80),
  lastName: optionalSingleLine(80),
  role: z.nativeEnum(Role).refine(isPartnerRole, { message: 'Choose a partner role.' }),
});

export type PartnerInvitation = z.output<typeof partnerInvitation>;

/** What deleting an account did: the account that is gone, and how many of its bookings stay (anonymised). */
export interface AccountDeleted {
  deletedUserId: string;
  keptBookings: number;
}

const userSnapshot = (user: User) => auditSnapshot(user, ['email', 'role', 'emailVerifiedAt', 'suspendedAt', 'firstName', 'lastName']);
const MAX_SIZE = 100;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class AdminPeopleService {
  constructor(
    private readonly accounts: AccountService,
    private readonly sessions: SessionService,
    private readonly config: Config,
  ) {}

  /** Accounts by words (e-mail, name, username), role and verification, newest first. */
  async users(ctx: RequestContext, filter: PeopleFilter = {}): Promise<OffsetPage<User>> {
    backOfficeViewer(ctx);
    return this.page(ctx, filter);
  }

  /** Clients: the traveller accounts (role user). */
  async clients(ctx: RequestContext, filter: Omit<PeopleFilter, 'role'> = {}): Promise<OffsetPage<User>> {
    backOfficeViewer(ctx);
    return this.page(ctx, { ...filter, role: Role.USER });
  }

  /** A traveller account made by the back office; unverified unless said otherwise. */
  async createClient(ctx: RequestContext, input: NewAccount): Promise<User> {
    const viewer = backOfficeViewer(ctx);
    return this.createAccount(ctx, viewer, input, Role.USER);
  }

  async setVerified(ctx: RequestContext, userId: string, verified: boolean): Promise<User> {
    const viewer = backOfficeViewer(ctx);
    const action = verified ? 'user.verify' : 'user.unverify';
    const target = await this.target(ctx.em, userId);
    const refusal = accountChangeRefusal(viewer, target);
    if (refusal) {
      await recordNow(ctx.em, auditActorOf(ctx, viewer), {
        action,
        subjectType: 'user',
        subjectId: target.id,
        outcome: 'denied',
        before: userSnapshot(target),
        after: { verified },
      });
      throw new DomainError('FORBIDDEN', refusal, 'id');
    }
    return ctx.em.transactional(async (tx) => {
      const user = await this.target(tx as EntityManager, userId);
      if (Boolean(user.emailVerifiedAt) === verified) return user;
      const before = userSnapshot(user);
      user.emailVerifiedAt = verified ? new Date() : null;
      recordAudit(tx as EntityManager, auditActorOf(ctx, viewer), { action, subjectType: 'user', subjectId: user.id, before, after: userSnapshot(user) });
      return user;
    });
  }

  /**
   * Suspends an account or reinstates it (admins only; nobody their own, and no admin). A suspended account cannot
   * sign in, and its sessions end in the same transaction; a refusal is audited as denied.
   */
  async setSuspended(ctx: RequestContext, userId: string, suspended: boolean): Promise<User> {
    const action = suspended ? 'user.suspend' : 'user.reinstate';
    const viewer = backOfficeViewer(ctx);
    const target = await this.target(ctx.em, userId);
    const refusal = suspensionRefusal(viewer, target);
    if (refusal) {
      await recordNow(ctx.em, auditActorOf(ctx, viewer), {
        action,
        subjectType: 'user',
        subjectId: target.id,
        outcome: 'denied',
        before: userSnapshot(target),
      });
      throw new DomainError('FORBIDDEN', refusal, 'id');
    }
    return ctx.em.transactional(async (tx) => {
      const user = await (tx as EntityManager).findOneOrFail(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (Boolean(user.suspendedAt) === suspended) return user;
      const before = userSnapshot(user);
      user.suspendedAt = suspended ? new Date() : null;
      if (suspended) await this.sessions.revokeAllOf(tx as EntityManager, user.id, 'suspended');
      recordAudit(tx as EntityManager, auditActorOf(ctx, viewer), { action, subjectType: 'user', subjectId: user.id, before, after: userSnapshot(user) });
      return user;
    });
  }

  /**
   * Deletes an account (admins only; nobody their own, and no admin): in one transaction the person's data is erased,
   * every session, token, API key and webhook endpoint ends, the bookings stay anonymised, and the admin's act is
   * audited (a refusal for who is asking as denied). Refused while the account still owns visible listings or has
   * confirmed bookings to come. The account then cannot sign in and no list shows it.
   */
  async deleteAccount(ctx: RequestContext, userId: string): Promise<AccountDeleted> {
    const viewer = backOfficeViewer(ctx);
    const target = await this.target(ctx.em, userId);
    const refusal = deletionRefusal(viewer, target);
    if (refusal) {
      await recordNow(ctx.em, auditActorOf(ctx, viewer), { action: 'user.delete', subjectType: 'user', subjectId: target.id, outcome: 'denied' });
      throw new DomainError('FORBIDDEN', refusal, 'id');
    }
    // Nobody knows this password; hashed before the transaction, which then holds its locks only for the erasure.
    const unusableHash = await hashPassword(newSecretToken());
    const { avatarPath, keptBookings } = await ctx.em.transactional(async (tx) => {
      const em = tx as EntityManager;
      const user = await em.findOne(User, { id: userId, deletedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw new DomainError('NOT_FOUND', 'User not found', 'id');
      await assertDeletable(em, user);
      // The entry keeps no personal data: the person is named by their id, and by "Deleted account" hereafter.
      const before = auditSnapshot(user, ['role', 'emailVerifiedAt', 'suspendedAt', 'createdAt']);
      const avatar = user.avatarPath;
      const kept = await eraseAccount(em, user, unusableHash, new Date());
      recordAudit(em, auditActorOf(ctx, viewer), {
        action: 'user.delete',
        subjectType: 'user',
        subjectId: user.id,
        before,
        after: { deletedAt: user.deletedAt?.toISOString(), keptBookings: kept },
      });
      return { avatarPath: avatar, keptBookings: kept };
    });
    // The picture goes once the erasure is committed: a rolled-back delete keeps it.
    if (avatarPath) await rm(join(avatarDirectory(this.config), avatarPath), { force: true });
    return { deletedUserId: userId, keptBookings };
  }

  /**
   * Opens a partner account for someone (admins and sub-admins, as making a partner is for both): the account has no
   * usable password until the invitee chooses one from the invitation e-mail, sent through the outbox with the account.
   */
  async invitePartner(ctx: RequestContext, input: PartnerInvitation): Promise<User> {
    const viewer = backOfficeViewer(ctx);
    const email = readEmail(input.email);
    if (await ctx.em.count(User, { email })) throw new DomainError('EMAIL_TAKEN', 'This email is already registered.', 'email');
    // Nobody knows this password: the invitee replaces it through the link.
    const passwordHash = await hashPassword(newSecretToken());
    try {
      return await ctx.em.transactional(async (tx) => {
        const em = tx as EntityManager;
        const user = em.create(User, {
          email,
          username: await freeUsername(em, email),
          passwordHash,
          role: input.role,
          firstName: input.firstName?.trim() ?? '',
          lastName: input.lastName?.trim() ?? '',
          language: ctx.language,
        });
        await em.flush();
        await this.accounts.sendInvitation(ctx, em, user);
        recordAudit(em, auditActorOf(ctx, viewer), { action: 'partner.invite', subjectType: 'user', subjectId: user.id, after: userSnapshot(user) });
        return user;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new DomainError('EMAIL_TAKEN', 'This email is already registered.', 'email');
      throw error;
    }
  }

  /** Gives an account another role under role-rules.ts; a partner who still owns listings keeps the role until they move. */
  async changeRole(ctx: RequestContext, userId: string, role: Role): Promise<User> {
    const viewer = backOfficeViewer(ctx);
    const [user] = await this.changeRoles(ctx, viewer, [userId], role, 'user.role_change');
    return user!;
  }

  /** Moves accounts to the clients (the traveller role), each under the same rules as a role change. */
  async migrateToClients(ctx: RequestContext, userIds: string[]): Promise<User[]> {
    const viewer = backOfficeViewer(ctx);
    if (userIds.length === 0) throw badInput('ids', 'Choose at least one account to move to the clients.');
    if (userIds.length > MAX_SIZE) throw badInput('ids', `Move at most ${MAX_SIZE} accounts at once.`);
    return this.changeRoles(ctx, viewer, userIds, Role.USER, 'user.migrate_to_client');
  }

  /** The sub-admins (admins only). */
  async subadmins(ctx: RequestContext): Promise<User[]> {
    adminViewer(ctx);
    return ctx.em.find(User, { role: Role.SUBADMIN, deletedAt: null }, { orderBy: { createdAt: 'desc', id: 'asc' }, limit: 500 });
  }

  /** Makes a sub-admin (admins only): an existing account by its e-mail, else a new verified account. */
  async createSubadmin(ctx: RequestContext, input: NewAccount): Promise<User> {
    const viewer = await this.adminForRoleChange(ctx, 'subadmin.create', 'user', input.email ?? 'new');
    const email = readEmail(input.email);
    const existing = await ctx.em.findOne(User, { email });
    if (!existing) return this.createAccount(ctx, viewer, { ...input, verified: true }, Role.SUBADMIN);
    const [promoted] = await this.changeRoles(ctx, viewer, [existing.id], Role.SUBADMIN, 'subadmin.create');
    return promoted!;
  }

  /** Ends a sub-admin's back-office access (admins only): the account stays, as a client. */
  async removeSubadmin(ctx: RequestContext, userId: string): Promise<User> {
    const viewer = await this.adminForRoleChange(ctx, 'subadmin.remove', 'user', userId);
    const user = await this.target(ctx.em, userId);
    if (user.role !== Role.SUBADMIN) throw new DomainError('NOT_FOUND', 'Sub-admin not found', 'id');
    const [removed] = await this.changeRoles(ctx, viewer, [userId], Role.USER, 'subadmin.remove');
    return removed!;
  }

  /** The admin viewer; a sub-admin's attempt is refused and audited as denied. */
  private async adminForRoleChange(ctx: RequestContext, action: string, subjectType: string, subjectId: string): Promise<Viewer> {
    const viewer = backOfficeViewer(ctx);
    if (viewer.role === Role.ADMIN) return viewer;
    await recordNow(ctx.em, auditActorOf(ctx, viewer), { action, subjectType, subjectId, outcome: 'denied' });
    throw roleChangeRefused('Only an admin can manage sub-admins.', 'id');
  }

  /**
   * Each account re-read under a row lock, so the rules judge its role as it is at the change; a refusal
   * rolls everything back and is then written to the audit log on its own as a denied attempt.
   */
  private async changeRoles(ctx: RequestContext, viewer: Viewer, userIds: string[], role: Role, action: string): Promise<User[]> {
    for (const id of userIds) await this.target(ctx.em, id);
    let denied: { user: User; message: string } | null = null;
    try {
      return await ctx.em.transactional(async (tx) => {
        const changed: User[] = [];
        for (const id of userIds) {
          const user = await tx.findOneOrFail(User, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
          const refusal = roleChangeRefusal(viewer, user, role);
          if (refusal) {
            denied = { user, message: refusal };
            throw roleChangeRefused(refusal);
          }
          if (user.role !== role) {
            await this.assertOwnsNothing(tx as EntityManager, user);
            const before = userSnapshot(user);
            user.role = role;
            recordAudit(tx as EntityManager, auditActorOf(ctx, viewer), { action, subjectType: 'user', subjectId: user.id, before, after: userSnapshot(user) });
          }
          changed.push(user);
        }
        return changed;
      });
    } catch (error) {
      const refused = denied as { user: User; message: string } | null;
      if (refused)
        await recordNow(ctx.em, auditActorOf(ctx, viewer), {
          action,
          subjectType: 'user',
          subjectId: refused.user.id,
          outcome: 'denied',
          before: userSnapshot(refused.user),
          after: { role },
        });
      throw error;
    }
  }

  /** A partner's listings would be left with an owner of the wrong kind: they are reassigned first. */
  private async assertOwnsNothing(em: EntityManager, user: User): Promise<void> {
    for (const kind of adminKindList()) {
      if (kind.partnerRole !== user.role) continue;
      const owned = await em.count(kind.entity, { owner: user.id });
      if (owned > 0) throw new DomainError('CONFLICT', `${user.email} still owns ${counted(owned, 'listing')}: assign them to another partner first.`, 'role');
    }
  }

  private async createAccount(ctx: RequestContext, viewer: Viewer, fields: NewAccount, role: Role): Promise<User> {
    const email = readEmail(fields.email);
    const password = readNewPassword(fields.password);
    if (await ctx.em.count(User, { email })) throw new DomainError('EMAIL_TAKEN', 'This email is already registered.', 'email');
    const passwordHash = await hashPassword(password);
    try {
      return await ctx.em.transactional(async (tx) => {
        const user = tx.create(User, {
          email,
          username: await freeUsername(tx as EntityManager, email),
          passwordHash,
          role,
          firstName: fields.firstName?.trim() ?? '',
          lastName: fields.lastName?.trim() ?? '',
          emailVerifiedAt: fields.verified ? new Date() : null,
        });
        await tx.flush();
        recordAudit(tx as EntityManager, auditActorOf(ctx, viewer), {
          action: role === Role.SUBADMIN ? 'subadmin.create' : 'client.create',
          subjectType: 'user',
          subjectId: user.id,
          after: userSnapshot(user),
        });
        return user;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new DomainError('EMAIL_TAKEN', 'This email is already registered.', 'email');
      throw error;
    }
  }

  private async target(em: EntityManager, userId: string): Promise<User> {
    const user = uuid.test(userId) ? await em.findOne(User, { id: userId, deletedAt: null }) : null;
    if (!user) throw new DomainError('NOT_FOUND', 'User not found', 'id');
    return user;
  }

  private async page(ctx: RequestContext, filter: PeopleFilter): Promise<OffsetPage<User>> {
    // A deleted account is gone from the back office: its row stays only for the records of its bookings.
    const where: Record<string, unknown> = { deletedAt: null };
    const q = filter.q?.trim();
    if (q) {
      const like = likePattern(q);
      where.$or = [{ email: { $ilike: like } }, { username: { $ilike: like } }, { firstName: { $ilike: like } }, { lastName: { $ilike: like } }];
    }
    if (filter.role) where.role = filter.role;
    if (filter.verified != null) where.emailVerifiedAt = filter.verified ? { $ne: null } : null;
    return findPage(ctx.em, User, where, { orderBy: { createdAt: 'desc', id: 'asc' } }, clampedPaging(filter));
  }
}
