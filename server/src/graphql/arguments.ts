// GraphQL arguments and inputs pass through a zod schema before a service sees them (design §5).
import type { z } from 'zod';
import { DomainError } from '../errors.js';
import { parseInput } from '../validation.js';

type Structured = Record<string, unknown>;
type Leaf = Date | ((...args: never[]) => unknown);

/** The field paths (`filter.minStars`, `addOns.*.price`) that one of `Args` and `Input` has and the other lacks. */
type UnmatchedFields<Input, Args, Path extends string = ''> = Args extends readonly (infer ArgItem)[]
  ? Input extends readonly (infer InputItem)[]
    ? UnmatchedFields<NonNullable<InputItem>, NonNullable<ArgItem>, `${Path}*.`>
    : never
  : Args extends Leaf
    ? never
    : Args extends object
      ? Input extends Structured
        ?
            | `${Path}${Exclude<keyof Args & string, keyof Input>}`
            | `${Path}${Exclude<keyof Input & string, keyof Args>}`
            | {
                [Field in keyof Args & keyof Input & string]: UnmatchedFields<NonNullable<Input[Field]>, NonNullable<Args[Field]>, `${Path}${Field}.`>;
              }[keyof Args & keyof Input & string]
        : never
      : never;

/**
 * A GraphQL input held to exactly the fields of the command its schema parses, at every depth: a field one side
 * lacks or spells differently fails to compile, naming the field (`{ unmatchedFields: 'filter.minStarz' }`).
 */
export type FieldsMatch<Input, Args> = [UnmatchedFields<Input, Args>] extends [never] ? unknown : { unmatchedFields: UnmatchedFields<Input, Args> };

type MatchingFields<Input, Args> = Args & FieldsMatch<Input, Args>;

/**
 * What a GraphQL input may hold for a command: the command's fields and types, each one possibly missing or null, as
 * one input type often serves a create and an update; the schema says at run time which fields a command requires.
 */
type Sendable<Input> = Input extends readonly (infer Item)[]
  ? ReadonlyArray<Sendable<Item>>
  : Input extends Leaf
    ? Input
    : Input extends Structured
      ? { [Field in keyof Input]?: Sendable<Input[Field]> | null }
      : Input;

/**
 * The arguments parsed by `schema`, or BAD_USER_INPUT naming the field at fault by its own name (`q`,
 * `size`, `email`) rather than its path (`filter.q`): the name the services use and forms are keyed by.
 * A query answers it as an error, a mutation's payloadOf as a userError.
 */
export function parseArgs<S extends z.ZodType, Args extends Sendable<z.input<S>>>(schema: S, args: MatchingFields<z.input<S>, Args>): z.output<S> {
  return namedByField(() => parseInput(schema, args));
}

/** parseArgs for a resolver generic over its arguments: its own signature holds them to the schema where it is used. */
export function parseArgsChecked<S extends z.ZodType>(schema: S, args: object): z.output<S> {
  return namedByField(() => parseInput(schema, args));
}

function namedByField<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof DomainError) || !error.field?.includes('.')) throw error;
    const field = error.field.slice(error.field.lastIndexOf('.') + 1);
    const message = error.message.startsWith(error.field) ? `${field}${error.message.slice(error.field.length)}` : error.message;
    throw new DomainError(error.code, message, field);
  }
}

/**
 * A GraphQL input as the command its service takes: parsed by the command's schema, a refusal naming the field by
 * its whole path (`addOns.0.price`) as the REST edge does; the input type is held to the command's fields.
 */
export function commandOf<S extends z.ZodType, Args extends Sendable<z.input<S>>>(schema: S, input: MatchingFields<z.input<S>, Args>): z.output<S> {
  return parseInput(schema, input);
}
