// Spec §7 AI paths: the finder request and response of spec §3 over the trip finder, and the help chat answered
// as a plain-text stream (spec §4: the client fills the assistant's message as it arrives).
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { helpRequest, type PackagePart, parseInput, type TripAsked, type TripPackage, tripRequestSchema } from '../../server/src/index.js';
import { dollars } from './listing-params.js';
import { type LegacyNames, type RouteDeps, route, withCommand } from './route-deps.js';

/** Spec §3 finder request; the service checks each value (exclusions are always empty, spec §3). */
const finderBody = z.object({
  country: z.unknown().optional(),
  date: z.unknown().optional(),
  end_date: z.unknown().optional(),
  journeyers: z.unknown().optional(),
  budget_total: z.unknown().optional(),
  duration_days: z.unknown().optional(),
  preferences: z.unknown().optional(),
  exclusions: z.unknown().optional(),
});

const finderFields: LegacyNames<TripAsked> = { budget: 'budget_total', durationDays: 'duration_days', endDate: 'end_date' };

const helpBody = z.object({ messages: z.unknown().optional(), country: z.unknown().optional() });

const partSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    type: z.string(),
    normalized_cost: z.number().meta({ description: 'In US dollars.' }),
    date: z.string(),
    end_date: z.string(),
    time: z.string().nullable(),
    room_type_id: z.number().nullable(),
    rooms: z.number().nullable(),
  })
  .meta({ id: 'PackagePart', description: 'Spec §3 `{name, normalized_cost}`, plus what booking the part needs.' });

const packageSchema = z
  .object({
    hotel: partSchema.nullable(),
    tours: z.array(partSchema),
    restaurants: z.array(partSchema),
    transport: partSchema.nullable(),
    nightlife: z.array(partSchema),
    total_estimated: z.number(),
    remaining_budget: z.number(),
    rationale: z.string(),
    within_budget: z.boolean(),
    itinerary: z.array(
      z.object({
        day: z.number(),
        date: z.string(),
        items: z.array(z.object({ kind: z.string(), name: z.string().nullable(), id: z.number().nullable(), cost: z.number(), time: z.string().nullable() })),
      }),
    ),
  })
  .meta({ id: 'TripPackage' });

/** Spec §3 `{name, normalized_cost}` plus what booking the part needs. */
function legacyPart(part: PackagePart): z.output<typeof partSchema> {
  return {
    id: part.listingId,
    name: part.name,
    type: part.type,
    normalized_cost: dollars(part.costMinor),
    date: part.date,
    end_date: part.endDate,
    time: part.time,
    room_type_id: part.roomTypeId,
    rooms: part.rooms,
  };
}

function legacyPackage(found: TripPackage): z.output<typeof packageSchema> {
  return {
    hotel: found.hotel && legacyPart(found.hotel),
    tours: found.tours.map(legacyPart),
    restaurants: found.restaurants.map(legacyPart),
    transport: found.transport && legacyPart(found.transport),
    nightlife: found.nightlife.map(legacyPart),
    total_estimated: dollars(found.totalMinor),
    remaining_budget: dollars(found.remainingMinor),
    rationale: found.rationale,
    within_budget: found.withinBudget,
    itinerary: found.itinerary.map((day) => ({
      day: day.day,
      date: day.date,
      items: day.items.map((item) => ({ kind: item.kind, name: item.name, id: item.listingId, cost: dollars(item.costMinor), time: item.time })),
    })),
  };
}

export function aiRoutes(app: FastifyInstance, deps: RouteDeps) {
  route(
    app,
    deps,
    'POST',
    '/api/ai/finder',
    async (ctx, { body }) => {
      const asked = {
        country: body.country,
        date: body.date,
        endDate: body.end_date,
        durationDays: body.duration_days,
        journeyers: body.journeyers ?? undefined,
        budget: body.budget_total ?? undefined,
        preferences: body.preferences ?? undefined,
      };
      const result = await withCommand(tripRequestSchema, asked, finderFields, (trip) => ctx.services.tripFinder.find(ctx, trip));
      return { ai_generated: result.aiGenerated, package: legacyPackage(result.package) };
    },
    { body: finderBody, answer: { schema: z.object({ ai_generated: z.boolean(), package: packageSchema }) } },
  );

  route(
    app,
    deps,
    'POST',
    '/api/help',
    async (ctx, { body }, _request, reply) => {
      const answer = await ctx.services.helpChat.answer(ctx, parseInput(helpRequest, body));
      reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').header('x-accel-buffering', 'no');
      return reply.send(Readable.from(answer.pieces));
    },
    { body: helpBody, answer: { contentType: 'text/plain' }, summary: "The help assistant's answer, streamed as plain text." },
  );
}
