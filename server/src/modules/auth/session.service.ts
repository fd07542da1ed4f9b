// Signing in and out, and the tokens of a session: opaque, stored hashed, rotated on refresh with
// reuse detection (a refresh token used twice after the grace period ends its whole session).
import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import type { IssuedTokens, RequestContext, Viewer } from '../../context.js';
import { DomainError } from '../../errors.js';
import { User } from '../users/user.entity.js';
import { readEmail } from './account-input.js';
import { attemptLimits, lifetimes } from './account-rules.js';
import type { attemptLimiterFactory } from './attempt-limiter.js';
import { hashIsOutdated, hashPassword, verifyPassword } from './password.js';
import { hashSecretToken, newSecretToken } from './secret-token.js';
import { AuthSession, SessionToken, SessionTokenKind } from './session.entity.js';

export interface SignedIn {
  user: User;
  tokens: IssuedTokens;
}

const later = (seconds: number, from = new Date()) => new Date(from.getTime() + seconds * 1000);
const sessionExpired = () => new DomainError('SESSION_EXPIRED', 'Your session has expired. Please sign in again.');
/** Told only with the right password, like an unverified account. */
export const accountSuspended = () => new DomainError('ACCOUNT_SUSPENDED', 'This account is suspended. Please contact support.', 'email');
const SEEN_EVERY_MS = 5 * 60 * 1000;

/** A new access and refresh token pair; the refresh token never outlives its session. */
function newTokens(sessionExpiresAt: Date, now: Date): IssuedTokens {
  return {
    accessToken: newSecretToken(),
    accessExpiresAt: later(lifetimes.accessToken, now),
    refreshToken: newSecretToken(),
    refreshExpiresAt: new Date(Math.min(later(lifetimes.refreshIdle, now).getTime(), sessionExpiresAt.getTime())),
  };
}

export class SessionService {
  private readonly signInPerAccount;
  private readonly signInPerAddress;
  /** Checked against when the e-mail is unknown, so a miss takes as long as a wrong password. */
  private decoyHash?: Promise<string>;

  constructor(
    private readonly config: Config,
    limiters: ReturnType<typeof attemptLimiterFactory>,
  ) {
    this.signInPerAccount = limiters.create('sign-in-account', attemptLimits.signInPerAccount);
    this.signInPerAddress = limiters.create('sign-in-address', attemptLimits.signInPerAddress);
  }

  /**
   * Spec §8: wrong e-mail or password is one answer; an unverified account is told so only with the right password.
   * Signing in (and each refresh) keeps the interface language of the request on the account, for mails sent later.
   */
  async signIn(ctx: RequestContext, input: { email: string; password: string }): Promise<SignedIn> {
    const email = readEmail(input.email);
    const accountKey = `${ctx.ip}|${email}`;
    // Counted before the password is checked: parallel attempts (aliases in one GraphQL request) cannot slip past.
    await this.signInPerAccount.consume(accountKey);
    await this.signInPerAddress.consume(ctx.ip);

    const user = await ctx.em.findOne(User, { email }, { populate: ['passwordHash'] });
    this.decoyHash ??= hashPassword(newSecretToken());
    const matches = await verifyPassword(user?.passwordHash ?? (await this.decoyHash), input.password ?? '');
    // A deleted account answers like a wrong password: whether it ever existed stays untold.
    if (!user || !matches || user.deletedAt) {
      throw new DomainError('INVALID_CREDENTIALS', 'Invalid email or password.', 'password');
    }
    await Promise.all([this.signInPerAccount.reset(accountKey), this.signInPerAddress.refund(ctx.ip)]);
    if (user.suspendedAt) throw accountSuspended();
    if (!user.emailVerifiedAt) throw new DomainError('EMAIL_NOT_VERIFIED', 'Email not verified', 'email');

    const rehashed = hashIsOutdated(user.passwordHash) ? await hashPassword(input.password) : null;
    const now = new Date();
    const sessionId = randomUUID();
    const expiresAt = later(lifetimes.session, now);
    const tokens = newTokens(expiresAt, now);
    // The session, its two tokens, the account's language and (once) its password hash made with today's settings, in
    // one statement: a sign-in under load waits on one round trip to the database, not five (begin, three inserts,
    // commit). The tokens' foreign key is checked at the end of the statement, when the session row exists.
    await ctx.em.getConnection().execute(
      `with session as (
        insert into auth_session (id, user_id, created_at, last_seen_at, expires_at, ip, user_agent) values (?, ?, ?, ?, ?, ?, ?)),
      tokens as (
        insert into auth_session_token (session_id, kind, token_hash, created_at, expires_at)
        values (?, 'access', ?, ?, ?), (?, 'refresh', ?, ?, ?))
      update app_user set language = ?, password_hash = coalesce(?::text, password_hash)
      where id = ? and (language is distinct from ? or ?::text is not null)`,
      [
        ...[sessionId, user.id, now, now, expiresAt, ctx.ip, ctx.userAgent],
        ...[sessionId, hashSecretToken(tokens.accessToken), now, tokens.accessExpiresAt],
        ...[sessionId, hashSecretToken(tokens.refreshToken), now, tokens.refreshExpiresAt],
        ...[ctx.language, rehashed, user.id, ctx.language, rehashed],
      ],
    );
    ctx.viewer = { id: user.id, role: user.role, sessionId, signedInAt: now };
    return { user, tokens };
  }

  /** Exchanges a refresh token for new tokens; the old one is spent. */
  async refresh(ctx: RequestContext, refreshToken: string | undefined): Promise<SignedIn> {
    if (!refreshToken) throw sessionExpired();
    const now = new Date();
    const outcome = await ctx.em.transactional(async (tx) => {
      // The row lock makes two refreshes with the same token take turns: only one is the first use.
      const token = await tx.findOne(
        SessionToken,
        { tokenHash: hashSecretToken(refreshToken), kind: SessionTokenKind.REFRESH },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      const session = token && (await tx.findOne(AuthSession, token.session.id, { populate: ['user'] }));
      if (!token || !session || token.expiresAt <= now || session.revokedAt || session.expiresAt <= now || session.user.suspendedAt || session.user.deletedAt)
        return null;
      if (token.usedAt && now.getTime() - token.usedAt.getTime() >= this.config.refreshReuseGraceSeconds * 1000) {
        // A spent token came back: whoever holds the newer one may be a thief, so the session ends for both.
        session.revokedAt = now;
        session.revokedReason = 'refresh-reuse';
        return null;
      }
      token.usedAt ??= now;
      session.lastSeenAt = now;
      session.user.language = ctx.language;
      // Spent tokens are kept until they expire (a replay must still be recognised), then dropped.
      await tx.nativeDelete(SessionToken, { session: session.id, expiresAt: { $lte: now } });
      return { user: session.user, tokens: this.issueTokens(tx, session, now) };
    });
    if (!outcome) throw sessionExpired();
    return outcome;
  }

  /** Ends the viewer's session (or the one the refresh token belongs to); signing out twice is fine. */
  async signOut(ctx: RequestContext, refreshToken: string | undefined): Promise<void> {
    let sessionId = ctx.viewer?.sessionId;
    if (!sessionId && refreshToken) {
      const token = await ctx.em.findOne(SessionToken, { tokenHash: hashSecretToken(refreshToken), kind: SessionTokenKind.REFRESH });
      sessionId = token?.session.id;
    }
    if (sessionId) await this.revoke(ctx.em, { id: sessionId }, 'sign-out');
    ctx.viewer = null;
  }

  /** Signs in and hands the tokens to the request's transport (cookies): what both edges call. */
  async signInWithCookies(ctx: RequestContext, input: { email: string; password: string }): Promise<SignedIn> {
    return this.issued(ctx, await this.signIn(ctx, input));
  }

  /** Rotates the refresh cookie's token; a refused refresh clears the cookies, whichever edge asked. */
  async refreshFromCookies(ctx: RequestContext): Promise<SignedIn> {
    try {
      return this.issued(ctx, await this.refresh(ctx, ctx.sessionTransport.refreshToken()));
    } catch (error) {
      ctx.sessionTransport.clear();
      throw error;
    }
  }

  /** Signs out the session of the request (token or refresh cookie) and clears its cookies. */
  async signOutAndClearCookies(ctx: RequestContext): Promise<void> {
    await this.signOut(ctx, ctx.sessionTransport.refreshToken());
    ctx.sessionTransport.clear();
  }

  private issued(ctx: RequestContext, signedIn: SignedIn): SignedIn {
    ctx.sessionTransport.issue(signedIn.tokens);
    return signedIn;
  }

  /** Ends every session of a user, but `keepSessionId` (the device that changed the password). */
  async revokeAllOf(em: EntityManager, userId: string, reason: string, keepSessionId?: string): Promise<void> {
    await this.revoke(em, { user: userId, ...(keepSessionId && { id: { $ne: keepSessionId } }) }, reason);
  }

  /** The viewer a bearer token stands for, or null when it is unknown, expired or revoked. */
  async viewerFor(em: EntityManager, accessToken: string): Promise<Viewer | null> {
    if (accessToken.length > 200) return null;
    const now = new Date();
    const token = await em.findOne(
      SessionToken,
      {
        tokenHash: hashSecretToken(accessToken),
        kind: SessionTokenKind.ACCESS,
        expiresAt: { $gt: now },
        // A suspended account's sessions are revoked when it is suspended; the account check closes the race with a request in flight.
        session: { revokedAt: null, expiresAt: { $gt: now }, user: { suspendedAt: null, deletedAt: null } },
      },
      { populate: ['session', 'session.user'] },
    );
    if (!token) return null;
    const { session } = token;
    if (now.getTime() - session.lastSeenAt.getTime() > SEEN_EVERY_MS) {
      await em.nativeUpdate(AuthSession, { id: session.id }, { lastSeenAt: now });
    }
    return { id: session.user.id, role: session.user.role, sessionId: session.id, signedInAt: session.createdAt };
  }

  private issueTokens(em: EntityManager, session: AuthSession, now: Date): IssuedTokens {
    const { accessToken, accessExpiresAt, refreshToken, refreshExpiresAt } = newTokens(session.expiresAt, now);
    em.create(SessionToken, { session, kind: SessionTokenKind.ACCESS, tokenHash: hashSecretToken(accessToken), expiresAt: accessExpiresAt });
    em.create(SessionToken, { session, kind: SessionTokenKind.REFRESH, tokenHash: hashSecretToken(refreshToken), expiresAt: refreshExpiresAt });
    return { accessToken, accessExpiresAt, refreshToken, refreshExpiresAt };
  }

  private async revoke(em: EntityManager, where: Record<string, unknown>, reason: string): Promise<void> {
    await em.nativeUpdate(AuthSession, { ...where, revokedAt: null }, { revokedAt: new Date(), revokedReason: reason });
  }
}
