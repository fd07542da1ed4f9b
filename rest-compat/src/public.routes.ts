// Spec §7 public figures for the homepage.
import type { FastifyInstance } from 'fastify';
import { type RouteDeps, publicGet } from './route-deps.js';

export function publicRoutes(app: FastifyInstance, deps: RouteDeps) {
  publicGet(app, deps, '/api/public/metrics', async (ctx) => {
    const { destinations, travelers, journeyers, support } = await ctx.services.metrics.overall(ctx);
    return { destinations, travelers, journeyers, support };
  });

  publicGet(app, deps, '/api/public/user-count', async (ctx) => ({ count: await ctx.services.metrics.travellerCount(ctx) }));
}
