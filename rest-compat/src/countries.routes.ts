import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type RouteDeps, publicGet } from './route-deps.js';

const countrySchema = z
  .object({
    code: z.string().meta({ description: 'ISO 3166-1 alpha-2.' }),
    name: z.string(),
    official_name: z.string(),
    aliases: z.array(z.string()),
    dial_code: z.string(),
    flag: z.string(),
    capital: z.string().nullable(),
  })
  .meta({ id: 'Country' });

export function countryRoutes(app: FastifyInstance, deps: RouteDeps) {
  publicGet(
    app,
    deps,
    '/api/countries',
    (ctx) =>
      ctx.services.countries.list().map(
        (country): z.output<typeof countrySchema> => ({
          code: country.code,
          name: country.name,
          official_name: country.officialName,
          aliases: country.aliases,
          dial_code: country.dialCode,
          flag: country.flag,
          capital: country.capital,
        }),
      ),
    { answer: { schema: z.array(countrySchema) } },
  );
}
