// The partner-facing part of the schema: the root operations an API key may call and every type they reach. It is
// the SDL partners download, and the part where every type, field and argument must say what it is (a test checks).
import { GraphQLObjectType, GraphQLSchema, type OperationTypeNode, printSchema } from 'graphql';
import { apiKeyOperations } from './api-key-scope.js';

/** A schema of the partner operations alone, sharing the full schema's types. */
export function partnerSchema(schema: GraphQLSchema): GraphQLSchema {
  const allowed = apiKeyOperations(schema);
  const rootOf = (root: 'query' | 'mutation') => {
    const type = schema.getRootType(root as OperationTypeNode);
    if (!type) return undefined;
    const config = type.toConfig();
    const fields = Object.fromEntries(Object.entries(config.fields).filter(([name]) => allowed[root].has(name)));
    return Object.keys(fields).length ? new GraphQLObjectType({ ...config, fields }) : undefined;
  };
  return new GraphQLSchema({ query: rootOf('query'), mutation: rootOf('mutation'), assumeValid: true });
}

/** The partner schema as SDL, for download. */
export const partnerSchemaSdl = (schema: GraphQLSchema) => printSchema(partnerSchema(schema));
