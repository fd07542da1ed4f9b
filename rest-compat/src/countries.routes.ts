import type { FastifyInstance } from 'fastify';
import { type RouteDeps, publicGet } from './route-deps.js';

export function countryRoutes(app: FastifyInstance, deps: RouteDeps) {
  publicGet(app, deps, '/api/countries', (ctx) =>
    ctx.services.countries.list().map((country) => ({
      code: country.code,
      name: country.name,
      official_name: country.officialName,
      aliases: country.aliases,
      dial_code: country.dialCode,
      flag: country.flag,
      capital: country.capital,
    })),
  );
}
