// Spec §7 'User and auth' account paths: who am I, profile, password, avatar.
import { AVATAR_MAX_BYTES, optionalSingleLine, optionalText, type ProfileChanges, type ApiContext } from '../../server/src/index.js';
import type { FastifyInstance } from 'fastify';
import { legacyUser, legacyUserSchema } from './legacy-user.js';

const AVATAR_TOO_LARGE = `The image must be at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB.`;
import { type RouteDeps, route } from './route-deps.js';
import { uploadedImage } from './uploaded-image.js';
import { z } from 'zod';

/** Legacy snake_case profile fields; a field left out of the body stays as it is, null clears it. */
const profileBody = z.object({
  first_name: optionalSingleLine(80),
  last_name: optionalSingleLine(80),
  country: optionalText(80),
  city: optionalText(80),
  phone: optionalText(40),
});

function profileChanges(body: z.output<typeof profileBody>): ProfileChanges {
  return { firstName: body.first_name, lastName: body.last_name, country: body.country, city: body.city, phone: body.phone };
}

const passwordBody = z.object({ current_password: optionalText(256), new_password: optionalText(256) });

async function me(ctx: ApiContext) {
  return legacyUser(ctx, await ctx.services.users.viewerOrFail(ctx));
}

export function userRoutes(app: FastifyInstance, deps: RouteDeps) {
  const signedIn = { signedIn: true };
  const answersUser = { ...signedIn, answer: { schema: legacyUserSchema } };
  const message = z.string();

  route(app, deps, 'GET', '/auth/me', me, answersUser); // and /api/auth/me, the path of spec §7
  route(app, deps, 'GET', '/api/v1/users/me', me, answersUser);

  route(
    app,
    deps,
    'PUT',
    '/api/v1/users/me',
    async (ctx, { body }) => {
      return legacyUser(ctx, await ctx.services.users.updateProfile(ctx, profileChanges(body)));
    },
    { ...answersUser, body: profileBody },
  );

  route(
    app,
    deps,
    'PUT',
    '/api/user/profile',
    async (ctx, { body }) => {
      const user = await ctx.services.users.updateProfile(ctx, profileChanges(body));
      return { message: 'Profile updated', user: legacyUser(ctx, user) };
    },
    { ...signedIn, body: profileBody, answer: { schema: z.object({ message, user: legacyUserSchema }) } },
  );

  route(
    app,
    deps,
    'PUT',
    '/api/v1/users/me/password',
    async (ctx, { body }) => {
      await ctx.services.accounts.changePassword(ctx, { currentPassword: body.current_password, newPassword: body.new_password ?? '' });
      return { message: 'Password updated' };
    },
    { ...signedIn, body: passwordBody, answer: { schema: z.object({ message }) } },
  );

  route(
    app,
    deps,
    'POST',
    '/api/user/avatar',
    async (ctx, _input, request, reply) => {
      const bytes = await uploadedImage(request, reply, 'avatar', AVATAR_TOO_LARGE);
      const user = await ctx.services.users.setAvatar(ctx, bytes);
      return { message: 'Avatar updated', avatar: ctx.services.users.avatarUrl(user), user: legacyUser(ctx, user) };
    },
    {
      ...signedIn,
      answer: { schema: z.object({ message, avatar: z.string().nullable(), user: legacyUserSchema }) },
      // The picture, plus room for the multipart framing around it.
      maxBody: { bytes: AVATAR_MAX_BYTES + 64 * 1024, field: 'avatar', message: AVATAR_TOO_LARGE },
    },
  );
}
