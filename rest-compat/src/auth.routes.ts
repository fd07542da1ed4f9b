// Spec §7 'User and auth' sign-up, sign-in and recovery paths, over the account and session services.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RequestContext } from '../../server/src/context.js';
import { DomainError } from '../../server/src/errors.js';
import type { SignedIn } from '../../server/src/modules/auth/session.service.js';
import { roleHomePath } from '../../server/src/modules/users/role.js';
import { legacyUser } from './legacy-user.js';
import { type RouteDeps, route } from './route-deps.js';

type Body = Record<string, string | undefined> | undefined;
const bodyOf = (request: { body: unknown }): Record<string, string | undefined> => {
  const body = request.body as Body;
  return body && typeof body === 'object' ? body : {};
};

function signedIn(ctx: RequestContext, { user, tokens }: SignedIn) {
  ctx.sessionTransport.issue(tokens);
  return { token: tokens.accessToken, expires_at: tokens.accessExpiresAt, redirect_to: roleHomePath[user.role], user: legacyUser(ctx, user) };
}

/** Spec §8: the sign-in screen looks for the error 'Email not verified' on a 403. */
function sendUnverified(reply: FastifyReply, error: DomainError) {
  return reply.code(403).send({ message: error.message, error: 'Email not verified', code: error.code });
}

export function authRoutes(app: FastifyInstance, deps: RouteDeps) {
  route(app, deps, 'POST', '/auth/register', async (ctx, request, reply) => {
    const body = bodyOf(request);
    const { user, devVerificationToken } = await ctx.services.accounts.register(ctx, {
      email: body.email ?? '',
      password: body.password ?? '',
      passwordConfirmation: body.password_confirmation,
      firstName: body.first_name,
      lastName: body.last_name,
      phone: body.phone,
      country: body.country,
      city: body.city,
    });
    return reply.code(201).send({
      message: 'Registration successful. Check your email to verify your account.',
      user: legacyUser(ctx, user),
      ...(devVerificationToken && { verification_token: devVerificationToken }),
    });
  });

  route(app, deps, 'POST', '/auth/login', async (ctx, request, reply) => {
    const body = bodyOf(request);
    try {
      return signedIn(ctx, await ctx.services.sessions.signIn(ctx, { email: body.email ?? '', password: body.password ?? '' }));
    } catch (error) {
      if (error instanceof DomainError && error.code === 'EMAIL_NOT_VERIFIED') return sendUnverified(reply, error);
      throw error;
    }
  });

  route(app, deps, 'POST', '/auth/refresh', async (ctx) => {
    try {
      return signedIn(ctx, await ctx.services.sessions.refresh(ctx, ctx.sessionTransport.refreshToken()));
    } catch (error) {
      ctx.sessionTransport.clear();
      throw error;
    }
  });

  route(app, deps, 'POST', '/auth/logout', async (ctx) => {
    await ctx.services.sessions.signOut(ctx, ctx.sessionTransport.refreshToken());
    ctx.sessionTransport.clear();
    return { message: 'Signed out.' };
  });

  route(app, deps, 'POST', '/auth/verify', async (ctx, request) => {
    const user = await ctx.services.accounts.verifyEmail(ctx, bodyOf(request).token ?? '');
    return { message: 'Account verified. You can now sign in.', user: legacyUser(ctx, user) };
  });

  route(app, deps, 'POST', '/auth/resend-verification', async (ctx, request) => {
    const { devVerificationToken } = await ctx.services.accounts.resendVerification(ctx, bodyOf(request).email ?? '');
    return {
      message: 'If the account exists and is not verified yet, a new verification email has been sent.',
      ...(devVerificationToken && { verification_token: devVerificationToken }),
    };
  });

  route(app, deps, 'POST', '/auth/forgot', async (ctx, request) => {
    const { devResetToken } = await ctx.services.accounts.requestPasswordReset(ctx, bodyOf(request).email ?? '');
    return { message: 'If the email exists, a reset link has been created.', ...(devResetToken && { reset_token: devResetToken }) };
  });

  route(app, deps, 'POST', '/auth/reset', async (ctx, request) => {
    const body = bodyOf(request);
    // Spec §7: the contract says `password`; one description of the screen says new password.
    await ctx.services.accounts.resetPassword(ctx, body.token ?? '', body.password ?? body.new_password ?? '');
    return { message: 'Password updated. You can sign in now.' };
  });
}
