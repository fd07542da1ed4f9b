// Expected failures of a mutation come back as data (design §3): `userErrors { code field message }`.
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { DomainError, ErrorCode } from '../errors.js';

registerEnumType(ErrorCode, {
  name: 'ErrorCode',
  description: "Why the server refused or failed: a userError's code and a GraphQL error's extensions.code; clients translate it",
});

@ObjectType({ description: 'Why a mutation did not do what was asked; the code is stable and translated by the client' })
export class UserError {
  @Field(() => ErrorCode)
  code!: ErrorCode;

  @Field(() => String, { nullable: true, description: 'The input field at fault' })
  field!: string | null;

  @Field({ description: 'English text; the spec wording where it has one' })
  message!: string;
}

@ObjectType()
export abstract class MutationPayload {
  @Field(() => [UserError], { description: 'Why nothing was done, when something was refused; empty on success' })
  userErrors: UserError[] = [];
}

/** Failures a caller can fix (bad input, wrong password) become userErrors; a missing session stays an error. */
const thrownCodes: ReadonlySet<ErrorCode> = new Set([ErrorCode.UNAUTHENTICATED, ErrorCode.FORBIDDEN]);

export async function payloadOf<P extends MutationPayload>(Payload: new () => P, work: () => Promise<Partial<P>>): Promise<P> {
  const payload = new Payload();
  try {
    Object.assign(payload, await work());
  } catch (error) {
    if (!(error instanceof DomainError) || thrownCodes.has(error.code)) throw error;
    payload.userErrors = [{ code: error.code, field: error.field ?? null, message: error.message }];
  }
  return payload;
}
