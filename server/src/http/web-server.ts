// Serves the built web app on WEB_PORT and forwards the API paths the app uses, so the browser
// talks to one origin (no CORS preflight on every call from a slow phone).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { loggerOptions } from './logger.js';

export const proxiedPrefixes = ['/graphql', '/media', '/api', '/dev'];

export async function buildWebApp(config: Config, apiUrl: string): Promise<FastifyInstance> {
  if (!existsSync(join(config.webDistDir, 'index.html')))
    throw new Error(`The web app is not built (${config.webDistDir} is missing). Run: npm run build`);
  const app = Fastify({ logger: loggerOptions({ ...config, logLevel: config.logLevel === 'info' ? 'warn' : config.logLevel }) });
  for (const prefix of proxiedPrefixes) await app.register(proxy, { upstream: apiUrl, prefix, rewritePrefix: prefix, http2: false });
  await app.register(fastifyStatic, {
    root: config.webDistDir,
    wildcard: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Client-side routes: every other GET is the app shell.
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET') return reply.code(404).send({ message: 'Not found' });
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return app;
}
