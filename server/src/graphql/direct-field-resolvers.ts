// Field resolvers called directly. type-graphql runs each @FieldResolver through a generic handler: it looks the
// resolver's instance up in its container (a linear search over every resolver class), sorts and maps the
// parameters' metadata and goes through the middleware chain, for every field of every item of a list. A field
// resolver that takes only its parent object and the context, with no roles and no middleware, needs none of that:
// once the schema is built its field calls the method on the instance type-graphql itself uses, with the same values.
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import { isObjectType } from 'graphql';
import { getMetadataStorage } from 'type-graphql';

type ResolverClass = abstract new () => object;

interface ParamMetadata {
  kind: string;
  index: number;
  propertyName?: string;
  getType?: () => unknown;
}

interface FieldResolverMetadata {
  kind: 'internal' | 'external';
  target: ResolverClass;
  methodName: string;
  schemaName: string;
  params?: ParamMetadata[];
  roles?: unknown[];
  middlewares?: unknown[];
}

/** What of type-graphql's metadata storage is read here. */
interface Storage {
  fieldResolvers: FieldResolverMetadata[];
  objectTypes: Array<{ name: string; target: unknown }>;
  resolverClasses: Array<{ target: ResolverClass; getObjectType: () => unknown }>;
  authorizedFields: Array<{ target: unknown; fieldName: string }>;
  authorizedResolver: Array<{ target: unknown }>;
  middlewares: Array<{ target: unknown; fieldName: string }>;
  resolverMiddlewares: Array<{ target: unknown }>;
}

/**
 * A parameter handed on as is: the context, or the parent object when type-graphql would not convert it (no
 * declared class, or a type alias read as Object, which it passes through).
 */
function passesThrough(param: ParamMetadata): 'root' | 'context' | null {
  if (param.propertyName) return null;
  if (param.kind === 'context') return 'context';
  if (param.kind !== 'root') return null;
  const type = param.getType?.();
  return type === undefined || type === Object ? 'root' : null;
}

/** A resolver class and the classes it extends: a field resolver of any of them is the class's own (type-graphql's inheritance). */
function lineageOf(target: ResolverClass): ResolverClass[] {
  const lineage: ResolverClass[] = [];
  for (let current: unknown = target; typeof current === 'function' && current !== Function.prototype; current = Object.getPrototypeOf(current))
    lineage.push(current as ResolverClass);
  return lineage;
}

/**
 * Replaces, in `schema` built from `resolverClasses`, the resolver of each field whose @FieldResolver takes only
 * @Root and @Ctx (as they are) and has no roles or middleware, on its method or its class, with a direct call of its
 * method. `instanceOf` is the container type-graphql was given, so the method runs on the instance it would have used.
 * A field two resolver classes answer is left to type-graphql.
 */
export function callFieldResolversDirectly(
  schema: GraphQLSchema,
  resolverClasses: readonly ResolverClass[],
  instanceOf: (target: ResolverClass) => object,
): void {
  const storage = getMetadataStorage() as unknown as Storage;
  const typeNames = new Map(storage.objectTypes.map((objectType) => [objectType.target, objectType.name]));
  const candidates = new Map<string, Array<{ owner: ResolverClass; metadata: FieldResolverMetadata; objectType: unknown }>>();
  // The type a resolver class resolves fields of; none for one that answers only queries and mutations.
  const typeOf = (target: ResolverClass) => {
    try {
      const objectType = storage.resolverClasses.find((resolverClass) => resolverClass.target === target)?.getObjectType();
      return typeNames.has(objectType) ? objectType : undefined;
    } catch {
      return undefined;
    }
  };
  for (const owner of resolverClasses) {
    const lineage = lineageOf(owner);
    for (const metadata of storage.fieldResolvers) {
      if (metadata.kind !== 'external' || !lineage.includes(metadata.target)) continue;
      // An inherited field resolver belongs to its own class's type, else to the one of the class extending it.
      const objectType = typeOf(metadata.target) ?? typeOf(owner);
      if (!objectType) continue;
      const key = `${typeNames.get(objectType)}.${metadata.schemaName}`;
      candidates.set(key, [...(candidates.get(key) ?? []), { owner, metadata, objectType }]);
    }
  }
  for (const [key, found] of candidates) {
    if (found.length !== 1) continue;
    const [{ owner, metadata, objectType }] = found as [{ owner: ResolverClass; metadata: FieldResolverMetadata; objectType: unknown }];
    const [typeName = '', fieldName = ''] = key.split('.');
    const type = schema.getType(typeName);
    const field = type && isObjectType(type) ? type.getFields()[fieldName] : undefined;
    if (!field || metadata.roles || metadata.middlewares?.length) continue;
    // Roles or middleware on the resolver classes, or on the object type's own declaration of the field.
    const classes: unknown[] = [owner, metadata.target];
    const onClass = (entry: { target: unknown }) => classes.includes(entry.target);
    const onMethod = (entry: { target: unknown; fieldName: string }) =>
      (onClass(entry) || entry.target === objectType) && (entry.fieldName === metadata.methodName || entry.fieldName === metadata.schemaName);
    if (storage.authorizedFields.some(onMethod) || storage.authorizedResolver.some(onClass)) continue;
    if (storage.middlewares.some(onMethod) || storage.resolverMiddlewares.some(onClass)) continue;
    const params = [...(metadata.params ?? [])].sort((a, b) => a.index - b.index);
    const kinds = params.map(passesThrough);
    if (kinds.some((kind) => kind === null) || params.some((param, index) => param.index !== index)) continue;
    const instance = instanceOf(owner) as Record<string, (...values: unknown[]) => unknown>;
    const method = instance[metadata.methodName];
    if (typeof method !== 'function') continue;
    field.resolve = directCall(instance, method, kinds as Array<'root' | 'context'>);
  }
}

function directCall(instance: object, method: (...values: unknown[]) => unknown, kinds: Array<'root' | 'context'>): GraphQLFieldResolver<unknown, unknown> {
  const [first, second] = kinds;
  if (kinds.length === 0) return () => method.call(instance);
  if (kinds.length === 1) return first === 'root' ? (root) => method.call(instance, root) : (_root, _args, context) => method.call(instance, context);
  if (kinds.length === 2 && first === 'root' && second === 'context') return (root, _args, context) => method.call(instance, root, context);
  return (root, _args, context) =>
    method.apply(
      instance,
      kinds.map((kind) => (kind === 'root' ? root : context)),
    );
}
