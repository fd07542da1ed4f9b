// A minimal valid call of any root field, written from the schema: required arguments only, each with a
// plain value of its type, and the least selection (`__typename`, and a payload's `userErrors { code }`).
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';

const scalarSamples: Record<string, unknown> = { ID: '1', String: 'x', Int: 1, Float: 1, Boolean: false, DateTimeISO: '2030-01-01T00:00:00.000Z', LocalDate: '2030-01-01' };

/** A value of `type`: for an input object, its required fields only. */
export function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isScalarType(type)) {
    if (!(type.name in scalarSamples)) throw new Error(`No sample for the scalar ${type.name}: add one to scalarSamples`);
    return scalarSamples[type.name];
  }
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) value[field.name] = sampleValue(field.type);
    }
    return value;
  }
  throw new Error(`Unexpected input type ${String(type)}`);
}

export interface OperationCall {
  query: string;
  variables: Record<string, unknown>;
}

/** The call of `field` on the root type `root` ('query' or 'mutation'), with `overrides` over the generated variables. */
export function callOf(root: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, overrides: Record<string, unknown> = {}): OperationCall {
  const variables: Record<string, unknown> = {};
  const declarations: string[] = [];
  const args: string[] = [];
  for (const arg of field.args) {
    const required = isNonNullType(arg.type) && arg.defaultValue === undefined;
    if (!required && !(arg.name in overrides)) continue;
    declarations.push(`$${arg.name}: ${String(arg.type)}`);
    args.push(`${arg.name}: $${arg.name}`);
    variables[arg.name] = arg.name in overrides ? overrides[arg.name] : sampleValue(arg.type);
  }
  const target = getNamedType(field.type);
  let selection = '';
  if (isCompositeType(target)) {
    const hasUserErrors = isObjectType(target) && 'userErrors' in (target as GraphQLObjectType).getFields();
    selection = hasUserErrors ? ' { __typename userErrors { code } }' : ' { __typename }';
  }
  const name = `Matrix_${field.name}`;
  const query = `${root} ${name}${declarations.length ? `(${declarations.join(', ')})` : ''} { ${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection} }`;
  return { query, variables };
}
