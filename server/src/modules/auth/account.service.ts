// Creating and recovering accounts: registration, e-mail verification, password reset and change.
// Requests that send mail answer the same whatever the e-mail, so nobody learns who has an account.
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context.js';
import { DomainError, badInput } from '../../errors.js';
import type { CountryService } from '../countries/country.service.js';
import type { EmailService } from '../email/email.service.js';
import { type EmailContent, emails } from '../email/email-templates.js';
import { User } from '../users/user.entity.js';
import { readEmail, readNewPassword, readPhone, readText, readToken } from './account-input.js';
import { attemptLimits, lifetimes } from './account-rules.js';
import type { attemptLimiterFactory } from './attempt-limiter.js';
import { OneTimeToken, OneTimeTokenPurpose } from './one-time-token.entity.js';
import { hashPassword, verifyPassword } from './password.js';
import { hashSecretToken, newSecretToken } from './secret-token.js';
import type { SessionService } from './session.service.js';

export interface RegistrationInput {
  email: string;
  password: string;
  passwordConfirmation?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  country?: string | null;
  city?: string | null;
}

export interface Registered {
  user: User;
  /** In development only: lets a developer verify without opening the mailbox. */
  devVerificationToken?: string;
}

const TOKEN_LIFETIME: Record<OneTimeTokenPurpose, number> = {
  [OneTimeTokenPurpose.VERIFY_EMAIL]: lifetimes.verifyEmailToken,
  [OneTimeTokenPurpose.RESET_PASSWORD]: lifetimes.resetPasswordToken,
};

const INVALID_LINK: Record<OneTimeTokenPurpose, string> = {
  [OneTimeTokenPurpose.VERIFY_EMAIL]: 'This verification link is invalid or has expired.',
  [OneTimeTokenPurpose.RESET_PASSWORD]: 'This reset link is invalid or has expired.',
};

export const emailTakenMessage = 'The email has already been taken.';

export class AccountService {
  private readonly mailingPerAddress;
  private readonly mailingPerAccount;
  private readonly passwordChecks;

  constructor(
    private readonly countries: CountryService,
    private readonly email: EmailService,
    private readonly sessions: SessionService,
    limiters: ReturnType<typeof attemptLimiterFactory>,
  ) {
    this.mailingPerAddress = limiters.create('mailing-address', attemptLimits.mailingPerAddress);
    this.mailingPerAccount = limiters.create('mailing-account', attemptLimits.mailingPerAccount);
    this.passwordChecks = limiters.create('password-check', attemptLimits.signInPerAccount);
  }

  async register(ctx: RequestContext, input: RegistrationInput): Promise<Registered> {
    const email = readEmail(input.email);
    const password = readNewPassword(input.password, 'password', input.passwordConfirmation);
    const profile = {
      firstName: readText(input.firstName, 'firstName', 'First name') ?? '',
      lastName: readText(input.lastName, 'lastName', 'Last name') ?? '',
      phone: readPhone(input.phone),
      country: input.country?.trim() ? this.countries.resolve(input.country).code : null,
      city: readText(input.city, 'city', 'City'),
    };
    await this.mailingPerAddress.consume(ctx.ip);
    if (await ctx.em.count(User, { email })) throw new DomainError('EMAIL_TAKEN', emailTakenMessage, 'email');

    const passwordHash = await hashPassword(password);
    let token: string;
    let user: User;
    try {
      ({ user, token } = await ctx.em.transactional(async (tx) => {
        const created = tx.create(User, { email, username: await freeUsername(tx, email), passwordHash, language: ctx.language, ...profile });
        const verifyToken = await this.newLinkToken(tx, created, OneTimeTokenPurpose.VERIFY_EMAIL);
        this.email.enqueue(tx, email, emails.verifyEmail(ctx.language, created.firstName, this.link(ctx, '/auth/verify', verifyToken)));
        return { user: created, token: verifyToken };
      }));
    } catch (error) {
      // Two sign-ups with one e-mail at the same moment: the database keeps one.
      if (error instanceof UniqueConstraintViolationException) throw new DomainError('EMAIL_TAKEN', emailTakenMessage, 'email');
      throw error;
    }
    return { user, ...(ctx.devConveniences && { devVerificationToken: token }) };
  }

  /** Marks the e-mail verified; the link works once. */
  async verifyEmail(ctx: RequestContext, rawToken: string): Promise<User> {
    const token = readToken(rawToken);
    return ctx.em.transactional(async (tx) => {
      const link = await this.findLink(tx, token, OneTimeTokenPurpose.VERIFY_EMAIL);
      if (link?.usedAt) throw new DomainError('INVALID_TOKEN', 'This verification link has already been used.', 'token');
      if (!link || link.expiresAt <= new Date()) throw new DomainError('INVALID_TOKEN', INVALID_LINK[OneTimeTokenPurpose.VERIFY_EMAIL], 'token');
      const user = await tx.findOneOrFail(User, link.user.id);
      link.usedAt = new Date();
      user.emailVerifiedAt ??= new Date();
      return user;
    });
  }

  /** Sends a fresh verification link to an unverified account; the answer never says which case it was. */
  async resendVerification(ctx: RequestContext, rawEmail: string): Promise<{ devVerificationToken?: string }> {
    const email = readEmail(rawEmail);
    const { devToken } = await this.mailLink(
      ctx,
      email,
      OneTimeTokenPurpose.VERIFY_EMAIL,
      (user) => !user.emailVerifiedAt,
      (user, token) => emails.verifyEmail(ctx.language, user.firstName, this.link(ctx, '/auth/verify', token)),
    );
    return devToken ? { devVerificationToken: devToken } : {};
  }

  async requestPasswordReset(ctx: RequestContext, rawEmail: string): Promise<{ devResetToken?: string }> {
    const email = readEmail(rawEmail);
    const { devToken } = await this.mailLink(
      ctx,
      email,
      OneTimeTokenPurpose.RESET_PASSWORD,
      () => true,
      (user, token) => emails.resetPassword(ctx.language, user.firstName, this.link(ctx, '/auth/reset', token)),
    );
    return devToken ? { devResetToken: devToken } : {};
  }

  /** Sets a new password from a reset link; every session of the account ends. The link proves the e-mail too. */
  async resetPassword(ctx: RequestContext, rawToken: string, newPassword: string): Promise<User> {
    const token = readToken(rawToken);
    const password = readNewPassword(newPassword);
    const passwordHash = await hashPassword(password);
    const user = await ctx.em.transactional(async (tx) => {
      const link = await this.findLink(tx, token, OneTimeTokenPurpose.RESET_PASSWORD);
      if (!link || link.usedAt || link.expiresAt <= new Date())
        throw new DomainError('INVALID_TOKEN', INVALID_LINK[OneTimeTokenPurpose.RESET_PASSWORD], 'token');
      const account = await tx.findOneOrFail(User, link.user.id);
      link.usedAt = new Date();
      account.passwordHash = passwordHash;
      account.emailVerifiedAt ??= new Date();
      await this.sessions.revokeAllOf(tx, account.id, 'password-reset');
      this.email.enqueue(tx, account.email, emails.passwordChanged(ctx.language, account.firstName));
      return account;
    });
    return user;
  }

  /**
   * Changes the viewer's password. The current password is asked for; the legacy call sends only the new
   * one, which is accepted from a session signed in within the last 15 minutes. Other devices are signed out.
   */
  async changePassword(ctx: RequestContext, input: { currentPassword?: string | null; newPassword: string }): Promise<User> {
    const viewer = ctx.viewer;
    if (!viewer) throw new DomainError('UNAUTHENTICATED', 'Please sign in first.');
    const password = readNewPassword(input.newPassword, 'newPassword');
    const user = await ctx.em.findOneOrFail(User, viewer.id, { populate: ['passwordHash'] });
    if (input.currentPassword) {
      await this.passwordChecks.consume(user.id);
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        // 400, not 401: the session is fine, and a 401 would send the web client to refresh it.
        throw badInput('currentPassword', 'The current password is not correct.');
      }
      await this.passwordChecks.reset(user.id);
    } else if (Date.now() - viewer.signedInAt.getTime() > lifetimes.recentSignIn * 1000) {
      // The legacy call sends the new password alone: only a fresh sign-in vouches for the caller then.
      throw new DomainError(
        'RECENT_SIGN_IN_REQUIRED',
        `For your security, sign in again (or send current_password) to change your password: this session signed in more than ${lifetimes.recentSignIn / 60} minutes ago.`,
        'currentPassword',
      );
    }
    const passwordHash = await hashPassword(password);
    await ctx.em.transactional(async (tx) => {
      await tx.nativeUpdate(User, { id: user.id }, { passwordHash });
      await this.sessions.revokeAllOf(tx, user.id, 'password-changed', viewer.sessionId ?? undefined);
      this.email.enqueue(tx, user.email, emails.passwordChanged(ctx.language, user.firstName));
    });
    return user;
  }

  /**
   * Mails an account made by the back office the link to choose its password (a reset link, valid longer), inside the
   * transaction that made the account; choosing the password also proves the e-mail. The token is for development only.
   */
  async sendInvitation(ctx: RequestContext, tx: EntityManager, user: User): Promise<{ devToken?: string }> {
    const token = await this.newLinkToken(tx, user, OneTimeTokenPurpose.RESET_PASSWORD, lifetimes.invitationToken);
    this.email.enqueue(tx, user.email, emails.partnerInvitation(ctx.language, user.firstName, this.link(ctx, '/auth/reset', token)));
    return ctx.devConveniences ? { devToken: token } : {};
  }

  /** The shared shape of 'resend verification' and 'forgot password': limits, a fresh link, the same answer. */
  private async mailLink(
    ctx: RequestContext,
    email: string,
    purpose: OneTimeTokenPurpose,
    applies: (user: User) => boolean,
    content: (user: User, token: string) => EmailContent,
  ): Promise<{ devToken?: string }> {
    await this.mailingPerAddress.consume(ctx.ip);
    const user = await ctx.em.findOne(User, { email });
    if (!user || !applies(user) || !(await this.mailingPerAccount.count(`${purpose}|${email}`))) return {};
    const token = await ctx.em.transactional(async (tx) => {
      const fresh = await this.newLinkToken(tx, user, purpose);
      this.email.enqueue(tx, email, content(user, fresh));
      return fresh;
    });
    return ctx.devConveniences ? { devToken: token } : {};
  }

  /** A new link of this purpose; earlier unused ones of the account stop working. */
  private async newLinkToken(em: EntityManager, user: User, purpose: OneTimeTokenPurpose, lifetime = TOKEN_LIFETIME[purpose]): Promise<string> {
    const token = newSecretToken();
    const now = new Date();
    if (user.id) await em.nativeUpdate(OneTimeToken, { user: user.id, purpose, usedAt: null, expiresAt: { $gt: now } }, { expiresAt: now });
    em.create(OneTimeToken, { user, purpose, tokenHash: hashSecretToken(token), expiresAt: new Date(now.getTime() + lifetime * 1000) });
    return token;
  }

  private findLink(em: EntityManager, token: string, purpose: OneTimeTokenPurpose) {
    return em.findOne(OneTimeToken, { tokenHash: hashSecretToken(token), purpose }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  private link(ctx: RequestContext, path: string, token: string): string {
    return `${ctx.config.webOrigin}${path}?token=${encodeURIComponent(token)}`;
  }
}

/** The e-mail's local part as a username, with digits added when it is taken. */
export async function freeUsername(em: EntityManager, email: string): Promise<string> {
  const base =
    email
      .split('@')[0]!
      .replace(/[^a-z0-9._-]/g, '')
      .slice(0, 30) || 'traveller';
  if (!(await em.count(User, { username: base }))) return base;
  for (;;) {
    const candidate = `${base}${Math.floor(1000 + Math.random() * 9000)}`;
    if (!(await em.count(User, { username: candidate }))) return candidate;
  }
}
