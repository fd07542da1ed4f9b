// Spec §7 'User and auth' account paths: who am I, profile, password, avatar.
import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../server/src/context.js';
import { DomainError } from '../../server/src/errors.js';
import type { ProfileChanges } from '../../server/src/modules/users/user.service.js';
import { legacyUser } from './legacy-user.js';
import { type RouteDeps, route } from './route-deps.js';

type Body = Record<string, string | null | undefined>;

/** Legacy snake_case profile fields; a field left out of the body stays as it is. */
function profileChanges(body: Body): ProfileChanges {
  return { firstName: body.first_name, lastName: body.last_name, country: body.country, city: body.city, phone: body.phone };
}

const bodyOf = (body: unknown): Body => (body && typeof body === 'object' ? (body as Body) : {});

async function me(ctx: RequestContext) {
  return legacyUser(ctx, await ctx.services.users.viewerOrFail(ctx));
}

export function userRoutes(app: FastifyInstance, deps: RouteDeps) {
  const signedIn = { signedIn: true };

  route(app, deps, 'GET', '/auth/me', me, signedIn); // and /api/auth/me, the path of spec §7
  route(app, deps, 'GET', '/api/v1/users/me', me, signedIn);

  route(app, deps, 'PUT', '/api/v1/users/me', async (ctx, request) => {
    return legacyUser(ctx, await ctx.services.users.updateProfile(ctx, profileChanges(bodyOf(request.body))));
  }, signedIn);

  route(app, deps, 'PUT', '/api/user/profile', async (ctx, request) => {
    const user = await ctx.services.users.updateProfile(ctx, profileChanges(bodyOf(request.body)));
    return { message: 'Profile updated', user: legacyUser(ctx, user) };
  }, signedIn);

  route(app, deps, 'PUT', '/api/v1/users/me/password', async (ctx, request) => {
    const body = bodyOf(request.body);
    await ctx.services.accounts.changePassword(ctx, { currentPassword: body.current_password, newPassword: body.new_password ?? '' });
    return { message: 'Password updated' };
  }, signedIn);

  route(app, deps, 'POST', '/api/user/avatar', async (ctx, request) => {
    if (!request.isMultipart()) throw new DomainError('BAD_USER_INPUT', 'Send the picture as multipart/form-data in the field "avatar".', 'avatar');
    const file = await request.file();
    if (!file || file.fieldname !== 'avatar') throw new DomainError('BAD_USER_INPUT', 'Please choose an image.', 'avatar');
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError('PAYLOAD_TOO_LARGE', 'The image must be at most 2 MB.', 'avatar');
      throw error;
    }
    const user = await ctx.services.users.setAvatar(ctx, bytes);
    return { message: 'Avatar updated', avatar: ctx.services.users.avatarUrl(user), user: legacyUser(ctx, user) };
  }, { ...signedIn, acceptsMultipart: true });
}
