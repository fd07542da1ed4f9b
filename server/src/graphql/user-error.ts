// Expected failures of a mutation come back as data (design §3): `userErrors { code field message }`.
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DomainError, ErrorCode } from '../errors.js';

registerEnumType(ErrorCode, {
  name: 'ErrorCode',
  description: "Why the server refused or failed: a userError's code and a GraphQL error's extensions.code; clients translate it",
  valuesConfig: {
    BAD_USER_INPUT: { description: 'A value is missing or not valid; `field` names it' },
    COUNTRY_NOT_FOUND: { description: 'No such country' },
    NOT_FOUND: { description: 'No such item, or not one of yours' },
    INVALID_CURSOR: { description: 'The cursor is not one this list gave' },
    UNAUTHENTICATED: { description: 'Sign in, or send a valid API key' },
    FORBIDDEN: { description: 'Not allowed for this account or key' },
    EMAIL_NOT_VERIFIED: { description: 'The e-mail address is not verified yet' },
    EMAIL_TAKEN: { description: 'An account already has this e-mail address' },
    INVALID_CREDENTIALS: { description: 'Wrong e-mail or password' },
    INVALID_TOKEN: { description: 'The token is not valid or has expired' },
    RATE_LIMITED: { description: 'Too many requests: retry after the time given' },
    SESSION_EXPIRED: { description: 'The session has expired: sign in again' },
    RECENT_SIGN_IN_REQUIRED: { description: 'Sign in again before this change' },
    PAYLOAD_TOO_LARGE: { description: 'The request or file is too large' },
    UNSUPPORTED_MEDIA_TYPE: { description: 'The file is not of a type we take' },
    CONFLICT: { description: 'It clashes with the current state (changed meanwhile, or already taken)' },
    SERVICE_UNAVAILABLE: { description: 'Unavailable for now: retry later' },
    UNAVAILABLE: { description: 'Not available for those dates or that party' },
    HOLD_EXPIRED: { description: 'The hold on the booking has expired' },
    OUTSIDE_OPENING_HOURS: { description: 'The time is outside the opening hours' },
    SLOT_FULL: { description: 'The seating time already has as many covers as the restaurant takes then' },
    EVENT_FULL: { description: "The event's places are all booked or held" },
    HAS_UPCOMING_BOOKINGS: { description: 'Bookings are still to come: the listing or account cannot be deleted until they are cancelled' },
    HOLD_LIMIT: { description: 'Too many bookings held at once' },
    PAYMENT_DECLINED: { description: 'The payment was declined' },
    IDEMPOTENCY_KEY_REUSED: { description: 'The idempotency key was used for another request' },
    ROLE_CHANGE_REFUSED: { description: 'This role change is not allowed' },
    ACCOUNT_SUSPENDED: { description: 'An admin suspended this account: it cannot sign in' },
    PAST_DATE: { description: 'The date has passed' },
    INTERNAL_SERVER_ERROR: { description: 'Failed on our side: retry, or quote the request id' },
  },
});

@ObjectType({ description: 'Why a mutation did not do what was asked; the code is stable and translated by the client' })
export class UserError {
  @Field(() => ErrorCode, { description: 'What went wrong, as a code' })
  code!: ErrorCode;

  @Field(() => String, { nullable: true, description: 'The input field at fault' })
  field!: string | null;

  @Field({ description: 'English text; the spec wording where it has one' })
  message!: string;

  @Field(() => Int, { nullable: true, description: 'For RATE_LIMITED: the seconds until the caller may try again' })
  retryAfterSeconds!: number | null;
}

@ObjectType()
export abstract class MutationPayload {
  @Field(() => [UserError], { description: 'Why nothing was done, when something was refused; empty on success' })
  userErrors: UserError[] = [];
}

/** Failures a caller can fix (bad input, wrong password) become userErrors; a missing session stays an error. */
const thrownCodes: ReadonlySet<ErrorCode> = new Set([ErrorCode.UNAUTHENTICATED, ErrorCode.FORBIDDEN]);

/** A refusal as a userError. */
export const userErrorOf = (error: DomainError): UserError => ({
  code: error.code,
  field: error.field ?? null,
  message: error.message,
  retryAfterSeconds: error.retryAfterSeconds ?? null,
});

export async function payloadOf<P extends MutationPayload>(Payload: new () => P, work: () => Promise<Partial<P>>): Promise<P> {
  const payload = new Payload();
  try {
    Object.assign(payload, await work());
  } catch (error) {
    if (!(error instanceof DomainError) || thrownCodes.has(error.code)) throw error;
    payload.userErrors = [userErrorOf(error)];
  }
  return payload;
}
