// Spec §7 'User and auth' sign-up, sign-in and recovery paths, over the account and session services.
import { DomainError, optionalSingleLine, optionalText, type ApiContext, roleHomePath, type SignedIn } from '../../server/src/index.js';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { legacyUser, legacyUserSchema } from './legacy-user.js';
import { type RouteDeps, route } from './route-deps.js';
import { z } from 'zod';

const email = optionalText(254);
const password = optionalText(256);
const token = optionalText(200);

const registerBody = z.object({
  email,
  password,
  password_confirmation: password,
  first_name: optionalSingleLine(80),
  last_name: optionalSingleLine(80),
  phone: optionalText(40),
  country: optionalText(80),
  city: optionalText(80),
});
const loginBody = z.object({ email, password });
const emailBody = z.object({ email });
const tokenBody = z.object({ token });
// Spec §7: the contract says `password`; one description of the screen says new password.
const resetBody = z.object({ token, password, new_password: password });

const sessionSchema = z
  .object({
    token: z.string().meta({ description: 'The access token, to send as a bearer token.' }),
    expires_at: z.string().meta({ description: 'When the token expires (ISO 8601); /auth/refresh answers a new one.' }),
    redirect_to: z.string().meta({ description: "The web app's home path for the account's role." }),
    user: legacyUserSchema,
  })
  .meta({ id: 'Session', description: 'Spec §3 login response: token and user.' });

const message = z.string();
const messageOnly = z.object({ message });
/** Outside production only: the token a mail would carry. */
const devToken = z.string().optional().meta({ description: 'Outside production only: the token the mail carries.' });

function signedIn(ctx: ApiContext, { user, tokens }: SignedIn): z.output<typeof sessionSchema> {
  return {
    token: tokens.accessToken,
    expires_at: tokens.accessExpiresAt.toISOString(),
    redirect_to: roleHomePath[user.role],
    user: legacyUser(ctx, user),
  };
}

/** Spec §8: the sign-in screen looks for the error 'Email not verified' on a 403. */
function sendUnverified(reply: FastifyReply, error: DomainError) {
  return reply.code(403).send({ message: error.message, error: 'Email not verified', code: error.code });
}

export function authRoutes(app: FastifyInstance, deps: RouteDeps) {
  route(
    app,
    deps,
    'POST',
    '/auth/register',
    async (ctx, { body }, _request, reply) => {
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
    },
    { body: registerBody, answer: { status: 201, schema: z.object({ message, user: legacyUserSchema, verification_token: devToken }) } },
  );

  route(
    app,
    deps,
    'POST',
    '/auth/login',
    async (ctx, { body }, _request, reply) => {
      try {
        return signedIn(ctx, await ctx.services.sessions.signInWithCookies(ctx, { email: body.email ?? '', password: body.password ?? '' }));
      } catch (error) {
        if (error instanceof DomainError && error.code === 'EMAIL_NOT_VERIFIED') return sendUnverified(reply, error);
        throw error;
      }
    },
    {
      body: loginBody,
      answer: { schema: sessionSchema },
      summary: 'Signs in; a 403 with error "Email not verified" asks for the e-mail to be verified first.',
    },
  );

  route(app, deps, 'POST', '/auth/refresh', async (ctx) => signedIn(ctx, await ctx.services.sessions.refreshFromCookies(ctx)), {
    answer: { schema: sessionSchema },
  });

  route(
    app,
    deps,
    'POST',
    '/auth/logout',
    async (ctx) => {
      await ctx.services.sessions.signOutAndClearCookies(ctx);
      return { message: 'Signed out.' };
    },
    { answer: { schema: messageOnly } },
  );

  route(
    app,
    deps,
    'POST',
    '/auth/verify',
    async (ctx, { body }) => {
      const user = await ctx.services.accounts.verifyEmail(ctx, body.token ?? '');
      return { message: 'Account verified. You can now sign in.', user: legacyUser(ctx, user) };
    },
    { body: tokenBody, answer: { schema: z.object({ message, user: legacyUserSchema }) } },
  );

  route(
    app,
    deps,
    'POST',
    '/auth/resend-verification',
    async (ctx, { body }) => {
      const { devVerificationToken } = await ctx.services.accounts.resendVerification(ctx, body.email ?? '');
      return {
        message: 'If the account exists and is not verified yet, a new verification email has been sent.',
        ...(devVerificationToken && { verification_token: devVerificationToken }),
      };
    },
    { body: emailBody, answer: { schema: z.object({ message, verification_token: devToken }) } },
  );

  route(
    app,
    deps,
    'POST',
    '/auth/forgot',
    async (ctx, { body }) => {
      const { devResetToken } = await ctx.services.accounts.requestPasswordReset(ctx, body.email ?? '');
      return { message: 'If the email exists, a reset link has been created.', ...(devResetToken && { reset_token: devResetToken }) };
    },
    { body: emailBody, answer: { schema: z.object({ message, reset_token: devToken }) } },
  );

  route(
    app,
    deps,
    'POST',
    '/auth/reset',
    async (ctx, { body }) => {
      await ctx.services.accounts.resetPassword(ctx, body.token ?? '', body.password ?? body.new_password ?? '');
      return { message: 'Password updated. You can sign in now.' };
    },
    { body: resetBody, answer: { schema: messageOnly } },
  );
}
