// Spec §7 'Admin' people paths (users, clients) and 'Sub-admins' (/api/subadmins, admins only; a 401
// answers 'Unauthenticated' as spec §8 says). Role rules and their audit live in the service.
import {
  backOfficeViewer,
  newAccount,
  optionalSingleLine,
  optionalText,
  parseInput,
  type ApiContext,
  Role,
  text,
  type User,
  wholeNumber,
} from '../../server/src/index.js';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { legacyUser, legacyUserSchema } from './legacy-user.js';
import { flagParam, queryString, textParam } from './query-params.js';
import { type RouteDeps, route, sendNumberedPage } from './route-deps.js';

const adminUserSchema = legacyUserSchema.extend({ created_at: z.string() }).meta({ id: 'AdminUser', description: 'An account, for the back office.' });

const adminUser = (ctx: ApiContext, user: User): z.output<typeof adminUserSchema> => ({ ...legacyUser(ctx, user), created_at: user.createdAt.toISOString() });

const idParams = z.object({ id: z.string().max(40) });
const peopleQuery = queryString({
  q: textParam(120),
  role: z.enum(Role).optional(),
  verified: flagParam,
  page: wholeNumber(1, 10_000).optional(),
  limit: wholeNumber(1, 100).optional(),
});
const accountBody = z.object({
  email: text(254),
  password: optionalText(256),
  first_name: optionalSingleLine(80),
  last_name: optionalSingleLine(80),
  verified: z.boolean().nullish(),
});
const legacyBoolean = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')]);

const account = (body: z.output<typeof accountBody>) =>
  parseInput(newAccount, { email: body.email, password: body.password, firstName: body.first_name, lastName: body.last_name, verified: body.verified });

export function adminPeopleRoutes(app: FastifyInstance, deps: RouteDeps) {
  const backOffice = { signedIn: true, guard: backOfficeViewer };

  route(
    app,
    deps,
    'GET',
    '/admin/users',
    async (ctx, { query }, _request, reply) => {
      const page = await ctx.services.adminPeople.users(ctx, { q: query.q, role: query.role, verified: query.verified, page: query.page, size: query.limit });
      return sendNumberedPage(
        reply,
        page,
        page.nodes.map((user) => adminUser(ctx, user)),
      );
    },
    { ...backOffice, answer: { schema: z.array(adminUserSchema), paged: true }, query: peopleQuery },
  );

  route(
    app,
    deps,
    'POST',
    '/admin/users/migrate-clients',
    async (ctx, { body }) => {
      const users = await ctx.services.adminPeople.migrateToClients(ctx, body.ids ?? body.user_ids ?? []);
      return { message: `${users.length} account(s) moved to the clients`, migrated: users.length, users: users.map((user) => adminUser(ctx, user)) };
    },
    {
      ...backOffice,
      answer: { schema: z.object({ message: z.string(), migrated: z.number(), users: z.array(adminUserSchema) }) },
      body: z.object({ ids: z.array(z.string().max(40)).max(100).optional(), user_ids: z.array(z.string().max(40)).max(100).optional() }),
    },
  );

  route(
    app,
    deps,
    'PUT',
    '/admin/users/:id/verify',
    async (ctx, { body, params }) => {
      return adminUser(ctx, await ctx.services.adminPeople.setVerified(ctx, params.id, body.verified ?? true));
    },
    {
      ...backOffice,
      answer: { schema: adminUserSchema },
      params: idParams,
      body: z
        .object({ verified: legacyBoolean.optional() })
        .nullish()
        .transform((value) => value ?? {}),
    },
  );

  route(
    app,
    deps,
    'PUT',
    '/admin/users/:id/role',
    async (ctx, { body, params }) => {
      return adminUser(ctx, await ctx.services.adminPeople.changeRole(ctx, params.id, body.role));
    },
    { ...backOffice, answer: { schema: adminUserSchema }, params: idParams, body: z.object({ role: z.enum(Role) }) },
  );

  route(
    app,
    deps,
    'GET',
    '/admin/clients',
    async (ctx, { query }, _request, reply) => {
      const page = await ctx.services.adminPeople.clients(ctx, { q: query.q, verified: query.verified, page: query.page, size: query.limit });
      return sendNumberedPage(
        reply,
        page,
        page.nodes.map((user) => adminUser(ctx, user)),
      );
    },
    { ...backOffice, answer: { schema: z.array(adminUserSchema), paged: true }, query: peopleQuery },
  );

  route(
    app,
    deps,
    'POST',
    '/admin/clients',
    async (ctx, { body }, _request, reply) => {
      const user = await ctx.services.adminPeople.createClient(ctx, account(body));
      reply.code(201);
      return adminUser(ctx, user);
    },
    { ...backOffice, answer: { status: 201, schema: adminUserSchema }, body: accountBody },
  );

  // Sub-admins: the back office passes the first gate so that a sub-admin's attempt is refused and audited by the service.
  route(app, deps, 'GET', '/api/subadmins', async (ctx) => (await ctx.services.adminPeople.subadmins(ctx)).map((user) => adminUser(ctx, user)), {
    ...backOffice,
    answer: { schema: z.array(adminUserSchema) },
  });

  route(
    app,
    deps,
    'POST',
    '/api/subadmins',
    async (ctx, { body }, _request, reply) => {
      const user = await ctx.services.adminPeople.createSubadmin(ctx, account(body));
      reply.code(201);
      return adminUser(ctx, user);
    },
    { ...backOffice, answer: { status: 201, schema: adminUserSchema }, body: accountBody },
  );

  route(
    app,
    deps,
    'DELETE',
    '/api/subadmins/:id',
    async (ctx, { params }) => {
      const user = await ctx.services.adminPeople.removeSubadmin(ctx, params.id);
      return { message: 'Sub-admin removed', user: adminUser(ctx, user) };
    },
    { ...backOffice, answer: { schema: z.object({ message: z.string(), user: adminUserSchema }) }, params: idParams },
  );
}
