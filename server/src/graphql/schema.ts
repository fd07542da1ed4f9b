import 'reflect-metadata';
import { printSchema, specifiedDirectives, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authChecker } from './auth-checker.js';
import { cacheControlDirective } from './cache-control.js';
import { resolvers } from './resolvers.js';

let built: Promise<GraphQLSchema> | undefined;

/** The schema is the same for every app in a process, so it is built once. */
export function graphqlSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers: [...resolvers],
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
