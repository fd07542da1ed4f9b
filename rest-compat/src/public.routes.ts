// Spec §7 public figures for the homepage.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type RouteDeps, publicGet } from './route-deps.js';

export function publicRoutes(app: FastifyInstance, deps: RouteDeps) {
  publicGet(
    app,
    deps,
    '/api/public/metrics',
    async (ctx) => {
      const { destinations, travelers, journeyers, support } = await ctx.services.metrics.overall(ctx);
      return { destinations, travelers, journeyers, support };
    },
    { answer: { schema: z.object({ destinations: z.number(), travelers: z.number(), journeyers: z.number(), support: z.string() }).meta({ id: 'Metrics' }) } },
  );

  publicGet(app, deps, '/api/public/user-count', async (ctx) => ({ count: await ctx.services.metrics.travellerCount(ctx) }), {
    answer: { schema: z.object({ count: z.number() }) },
  });
}
