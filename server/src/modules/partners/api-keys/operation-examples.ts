// Example calls written from the schema: the partner API docs show them, and the authorization matrix
// calls every operation with them. Required arguments only, each a plain value of its type.
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';

const scalarSamples: Record<string, unknown> = {
  ID: '1',
  String: 'x',
  Int: 1,
  Float: 1,
  Boolean: false,
  DateTimeISO: '2030-01-01T00:00:00.000Z',
  LocalDate: '2030-01-01',
};

/**
 * Chooses the value of an argument or input field by its name (and the operation's), where a plain sample of its type
 * would not do: the docs fill in the reader's own ids and dates this way. Undefined: the sample of its type.
 */
export type ValueChooser = (name: string, type: GraphQLInputType) => unknown;

/** A value of `type`: for an input object, its required fields only. */
export function sampleValue(type: GraphQLInputType, choose?: ValueChooser): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, choose);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isScalarType(type)) {
    if (!(type.name in scalarSamples)) throw new Error(`No sample value for the scalar ${type.name}: add one to scalarSamples`);
    return scalarSamples[type.name];
  }
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined)
        value[field.name] = choose?.(field.name, field.type) ?? sampleValue(field.type, choose);
    }
    return value;
  }
  throw new Error(`Unexpected input type ${String(type)}`);
}

/**
 * 'least': `__typename` (and a payload's `userErrors { code }`), enough to learn allow or deny.
 * 'readable': the leaf fields without arguments, one level down for nested objects: what a script reads.
 */
export type SelectionDepth = 'least' | 'readable';

function selectionOf(type: GraphQLOutputType, depth: SelectionDepth, level = 0): string {
  const target = getNamedType(type);
  if (!isCompositeType(target)) return '';
  if (!isObjectType(target)) return ' { __typename }';
  const fields = Object.values(target.getFields());
  if (depth === 'least') return fields.some((field) => field.name === 'userErrors') ? ' { __typename userErrors { code } }' : ' { __typename }';
  const chosen = fields
    .filter((field) => !field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined))
    .flatMap((field) => {
      if (isLeafType(getNamedType(field.type))) return [field.name];
      if (level >= 1 && field.name !== 'userErrors') return [];
      const inner = selectionOf(field.type, depth, level + 1);
      return inner && inner !== ' { __typename }' ? [`${field.name}${inner}`] : [];
    });
  return ` { ${chosen.length ? chosen.join(' ') : '__typename'} }`;
}

export interface ExampleCall {
  query: string;
  variables: Record<string, unknown>;
}

/** A call of the root field `field` of `root`, with `overrides` over the generated variables. */
export function exampleCall(
  root: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  depth: SelectionDepth,
  overrides: Record<string, unknown> = {},
  choose?: ValueChooser,
): ExampleCall {
  const variables: Record<string, unknown> = {};
  const declarations: string[] = [];
  const args: string[] = [];
  for (const arg of field.args) {
    const required = isNonNullType(arg.type) && arg.defaultValue === undefined;
    if (!required && !(arg.name in overrides)) continue;
    declarations.push(`$${arg.name}: ${String(arg.type)}`);
    args.push(`${arg.name}: $${arg.name}`);
    variables[arg.name] = arg.name in overrides ? overrides[arg.name] : (choose?.(arg.name, arg.type) ?? sampleValue(arg.type, choose));
  }
  const name = field.name.charAt(0).toUpperCase() + field.name.slice(1);
  const query = `${root} ${name}${declarations.length ? `(${declarations.join(', ')})` : ''} { ${field.name}${args.length ? `(${args.join(', ')})` : ''}${selectionOf(field.type, depth)} }`;
  return { query, variables };
}
