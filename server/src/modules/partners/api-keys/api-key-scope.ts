// What a partner API key may call. The rule: the root operations restricted to partner roles
// (`@Authorized` with partner roles only), except those marked session-only (managing the keys
// themselves). Everything else (account operations: password, sign-out, profile, traveller bookings;
// admin operations; public reads) answers FORBIDDEN to a key. Checked once per request, on the whole
// operation, before any of it runs.
import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { type DocumentNode, type GraphQLSchema, GraphQLError, Kind, type OperationDefinitionNode, OperationTypeNode, type SelectionSetNode } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import type { RequestContext } from '../../../context.js';
import { isPartnerRole, type Role } from '../../users/role.js';
import { sameListenersPlugin } from '../../../graphql/same-listeners.js';

/** `@Extensions(SESSION_ONLY)`: a partner operation an API key may not call. */
export const SESSION_ONLY = { sessionOnly: true } as const;

type RootKind = `${OperationTypeNode}`;
const META_FIELDS = new Set(['__typename', '__schema', '__type']);

/** The root fields an API key may call, by operation type, read from the built schema. */
export function apiKeyOperations(schema: GraphQLSchema): Record<RootKind, Set<string>> {
  const storage = getMetadataStorage();
  const rolesOf: Record<RootKind, Map<string, Role[] | undefined>> = {
    query: new Map(storage.queries.map((q) => [q.schemaName, q.roles])),
    mutation: new Map(storage.mutations.map((m) => [m.schemaName, m.roles])),
    subscription: new Map(storage.subscriptions.map((s) => [s.schemaName, s.roles])),
  };
  const allowed = (kind: RootKind) => {
    const type = schema.getRootType(kind as OperationTypeNode);
    const names = Object.values(type?.getFields() ?? {})
      .filter((field) => {
        const roles = rolesOf[kind].get(field.name);
        return !!roles?.length && roles.every(isPartnerRole) && !field.extensions?.sessionOnly;
      })
      .map((field) => field.name);
    return new Set(names);
  };
  return { query: allowed('query'), mutation: allowed('mutation'), subscription: allowed('subscription') };
}

/** The root fields an operation selects, through fragments. */
function rootFieldsOf(document: DocumentNode, operation: OperationDefinitionNode): string[] {
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet] as const] : [])));
  const names: string[] = [];
  const walk = (selectionSet: SelectionSetNode, seen: Set<string>) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) names.push(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet, seen);
      else if (!seen.has(selection.name.value)) {
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment, new Set([...seen, selection.name.value]));
      }
    }
  };
  walk(operation.selectionSet, new Set());
  return names;
}

/** Refuses, before execution, an operation of an API key that selects anything but partner operations. */
export function apiKeyScopePlugin(schema: GraphQLSchema): ApolloServerPlugin<RequestContext> {
  const operations = apiKeyOperations(schema);
  const listeners: GraphQLRequestListener<RequestContext> = {
    async didResolveOperation({ contextValue, document, operation }) {
      if (!contextValue.viewer?.apiKeyId || !operation) return;
      const refused = rootFieldsOf(document, operation).filter((name) => !META_FIELDS.has(name) && !operations[operation.operation].has(name));
      if (refused.length) {
        throw new GraphQLError(`An API key may call partner operations only; use a signed-in session for ${refused.join(', ')}.`, {
          extensions: { code: 'FORBIDDEN', http: { status: 403 } },
        });
      }
    },
  };
  return sameListenersPlugin(listeners);
}
