import 'reflect-metadata';
import { printSchema, specifiedDirectives, type GraphQLSchema } from 'graphql';
import { buildSchema, getMetadataStorage } from 'type-graphql';
import { authChecker } from './auth-checker.js';
import { cacheControlDirective } from './cache-control.js';
import { declareKindInputFields } from '../modules/bookings/booking.types.js';
import { resolvers } from './resolvers.js';

let built: Promise<GraphQLSchema> | undefined;

/**
 * A plain @Field (no roles, no middleware, same name in schema and class) needs no resolver of its
 * own: type-graphql's `simple` option leaves it to the default property read, which graphql-jit
 * inlines. Fields with a @FieldResolver, @Authorized or @UseMiddleware keep theirs.
 */
function markPlainFieldsSimple() {
  for (const field of getMetadataStorage().fields) {
    if (field.simple === undefined && !field.roles && !field.middlewares?.length && field.name === field.schemaName) field.simple = true;
  }
}

/** The schema is the same for every app in a process, so it is built once. */
export function graphqlSchema(): Promise<GraphQLSchema> {
  if (!built) {
    declareKindInputFields();
    markPlainFieldsSimple();
  }
  built ??= buildSchema({
    resolvers: resolvers(),
    authChecker,
    validate: false,
    emitSchemaFile: false,
    directives: [...specifiedDirectives, cacheControlDirective],
  });
  return built;
}

/** The SDL committed as schema.graphql at the repository root. */
export async function schemaSdl(): Promise<string> {
  return `${printSchema(await graphqlSchema())}\n`;
}
