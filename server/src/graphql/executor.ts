// Execution through graphql-jit: each distinct operation is compiled once into plain functions, then
// run for every request. Apollo Server still parses and validates (with GraphQL Armor's rules) and
// formats errors; it hands execution to the gateway executor below.
//
// Apollo's own cache-control plugin works per field at run time (it wraps every resolver of the
// schema). No resolver sets a dynamic hint here, so the policy depends on the operation alone: it is
// worked out once per compiled operation, from the same @cacheControl hints and rules, and becomes
// the request's overall cache policy (which the response cache reads) and the cache-control header
// of a response without errors.
import type { ApolloServerPlugin, BaseContext, GraphQLRequestContext, GraphQLRequestListener } from '@apollo/server';
import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  type DirectiveNode,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  type SelectionSetNode,
  GraphQLError,
  Kind,
  execute,
  getDirectiveValues,
  getNamedType,
  getOperationAST,
  isAbstractType,
  isCompositeType,
  isObjectType,
} from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';
import { cacheControlDirective } from './cache-control.js';
import { sameListenersPlugin } from './same-listeners.js';

interface CacheHint {
  maxAge?: number;
  scope?: 'PUBLIC' | 'PRIVATE';
  inheritMaxAge?: boolean;
}

/** The header Apollo's cache-control plugin writes for a policy (`no-store` when not cacheable). */
function cacheControlHeader(policy: CacheHint | null): string {
  return policy?.maxAge ? `max-age=${policy.maxAge}, ${(policy.scope ?? 'PUBLIC').toLowerCase()}` : 'no-store';
}

/** A schema node that may carry directives: a type's or field's definition, or a type's extension. */
type Directed = { readonly directives?: ReadonlyArray<DirectiveNode> };

function hintOf(node: { astNode?: Directed | null; extensionASTNodes?: ReadonlyArray<Directed> } | undefined): CacheHint {
  const nodes = [node?.astNode, ...(node?.extensionASTNodes ?? [])].filter((astNode): astNode is Directed => !!astNode);
  for (const astNode of nodes) {
    const values = getDirectiveValues(cacheControlDirective, astNode);
    if (values) return values as CacheHint;
  }
  return {};
}

/**
 * The policy Apollo's cache-control plugin would reach if every selected field ran (fields under
 * @skip/@include and every member of an abstract type count too, so it can only be stricter).
 */
export function operationCachePolicy(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): CacheHint {
  const operation = getOperationAST(document, operationName);
  const rootType = operation && schema.getRootType(operation.operation);
  if (!operation || !rootType) return { maxAge: 0 };
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const overall: CacheHint = {};
  const restrict = (hint: CacheHint) => {
    if (hint.maxAge !== undefined && (overall.maxAge === undefined || hint.maxAge < overall.maxAge)) overall.maxAge = hint.maxAge;
    if (hint.scope === 'PRIVATE') overall.scope = 'PRIVATE';
  };
  const appliesTo = (condition: string | undefined, objectType: GraphQLObjectType) => {
    if (!condition || condition === objectType.name) return true;
    const type = schema.getType(condition);
    return !!type && isAbstractType(type) && schema.isSubType(type, objectType);
  };
  const fieldPolicy = (field: GraphQLField<unknown, unknown>, isRoot: boolean) => {
    const target = getNamedType(field.type);
    const policy: CacheHint = {};
    let inheritMaxAge = false;
    if (isCompositeType(target)) {
      const typeHint = hintOf(target);
      Object.assign(policy, defined(typeHint));
      inheritMaxAge = !!typeHint.inheritMaxAge;
    }
    const fieldHint = hintOf(field);
    // A root field is cached only by its own hint: the public type it returns says nothing of whose rows it reads
    // (a partner's own hotels are Hotels too).
    if (isRoot && fieldHint.maxAge === undefined) return { maxAge: 0 };
    if (fieldHint.inheritMaxAge && policy.maxAge === undefined) {
      inheritMaxAge = true;
      if (fieldHint.scope) policy.scope = fieldHint.scope;
    } else Object.assign(policy, defined(fieldHint));
    if (policy.maxAge === undefined && ((isCompositeType(target) && !inheritMaxAge) || isRoot)) policy.maxAge = 0;
    return policy;
  };
  const seen = new Map<SelectionSetNode, Set<GraphQLObjectType>>();
  const visit = (selectionSet: SelectionSetNode, objectType: GraphQLObjectType, isRoot: boolean) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (appliesTo(selection.typeCondition?.name.value, objectType)) visit(selection.selectionSet, objectType, isRoot);
      } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        if (fragment && appliesTo(fragment.typeCondition.name.value, objectType)) visit(fragment.selectionSet, objectType, isRoot);
      } else {
        const field = objectType.getFields()[selection.name.value];
        if (!field) continue; // __typename and introspection: not hinted
        restrict(fieldPolicy(field, isRoot));
        if (!selection.selectionSet) continue;
        const target = getNamedType(field.type) as GraphQLCompositeType;
        const members = isObjectType(target) ? [target] : schema.getPossibleTypes(target);
        for (const member of members) {
          // A selection under the same type is judged the same way each time it is met.
          const visited = seen.get(selection.selectionSet) ?? new Set();
          if (visited.has(member)) continue;
          seen.set(selection.selectionSet, visited.add(member));
          visit(selection.selectionSet, member, false);
        }
      }
    }
  };
  visit(operation.selectionSet, rootType, true);
  return overall;
}

function defined(hint: CacheHint): CacheHint {
  const result: CacheHint = {};
  if (hint.maxAge !== undefined && hint.maxAge !== null) result.maxAge = hint.maxAge;
  if (hint.scope !== undefined && hint.scope !== null) result.scope = hint.scope;
  return result;
}

/** graphql-jit's own error class, as a graphql-js GraphQLError (what Apollo unwraps and formats). */
function asGraphQLError(error: GraphQLError): GraphQLError {
  const converted = new GraphQLError(error.message, { path: error.path, originalError: error.originalError ?? undefined, extensions: error.extensions });
  if (error.locations) Object.defineProperty(converted, 'locations', { value: error.locations, enumerable: true });
  return converted;
}

interface Prepared {
  compiled: CompiledQuery | null;
  policy: CacheHint;
}

const MAX_OPERATIONS = 500;

/** The header of an answer read with a session or an API key: for that caller alone, and kept by nobody. */
export const PRIVATE_ANSWER = 'private, no-store';

/**
 * Apollo's gateway interface, used only for its executor: the schema never changes. Compiled
 * operations are kept per document text and operation name (the MAX_OPERATIONS most recently used).
 * `readAsSomeone` tells a request that carries a session or an API key: its answer is never public.
 */
export function jitGateway<Context extends BaseContext>(
  schema: GraphQLSchema,
  readAsSomeone: (context: Context) => boolean,
): { gateway: GatewayInterface; plugin: ApolloServerPlugin<Context> } {
  const prepared = new LRUCache<string, Prepared>({ max: MAX_OPERATIONS });

  const prepare = (source: string, document: DocumentNode, operationName: string | null | undefined): Prepared => {
    const key = `${operationName ?? ''}\n${source}`;
    let entry = prepared.get(key);
    if (!entry) {
      const compiled = compileQuery(schema, document, operationName ?? undefined);
      entry = {
        compiled: isCompiledQuery(compiled) ? compiled : null,
        policy: operationCachePolicy(schema, document, operationName),
      };
      prepared.set(key, entry);
    }
    return entry;
  };

  const executor: GatewayExecutor = async (requestContext) => {
    // The operation the client named: the context's `operationName` is the one Apollo resolved, null for
    // an unknown name, and running the document's only operation then would answer a different question.
    const { source, document, context: contextValue, request } = requestContext;
    const operationName = request.operationName;
    const entry = prepare(source, document, operationName);
    requestContext.overallCachePolicy.replace(entry.policy);
    if (!entry.compiled) {
      // graphql-jit declined this operation: graphql-js runs it.
      return execute({ schema, document, contextValue, variableValues: request.variables, operationName }) as Promise<ExecutionResult>;
    }
    const result = await entry.compiled.query(undefined, contextValue, request.variables ?? {});
    // Variables that do not coerce: graphql-js words that error as Apollo and clients expect it.
    if (!('data' in result) || result.data === undefined)
      return execute({ schema, document, contextValue, variableValues: request.variables, operationName }) as Promise<ExecutionResult>;
    if (result.errors) return { ...result, errors: result.errors.map(asGraphQLError) };
    return result;
  };

  let stopListening = false;
  const gateway: GatewayInterface = {
    async load() {
      return { schema, executor };
    },
    onSchemaLoadOrUpdate(callback) {
      if (!stopListening) callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => {
        stopListening = true;
      };
    },
    async stop() {},
  };

  const listeners: GraphQLRequestListener<Context> = {
    // The policy is the executor's, or the cached answer's when the response cache served one.
    async willSendResponse({ response, overallCachePolicy, contextValue }: GraphQLRequestContext<Context>) {
      if (readAsSomeone(contextValue)) {
        response.http.headers.set('cache-control', PRIVATE_ANSWER);
        return;
      }
      if (response.http.headers.has('cache-control')) return;
      const body = response.body;
      const cacheable = body?.kind === 'single' && !body.singleResult.errors;
      response.http.headers.set('cache-control', cacheable ? cacheControlHeader(overallCachePolicy.policyIfCacheable()) : 'no-store');
    },
  };
  const plugin = sameListenersPlugin(listeners);
  return { gateway, plugin };
}
