// One error type for expected failures: services throw it, GraphQL and REST translate it.

/**
 * Every code the server answers with: a userError's code, a GraphQL error's `extensions.code` and a REST answer's
 * `error`. Stable and translated on the client (the GraphQL enum ErrorCode); the message is the English text of the
 * spec where it has one.
 */
export const ErrorCode = {
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  COUNTRY_NOT_FOUND: 'COUNTRY_NOT_FOUND',
  NOT_FOUND: 'NOT_FOUND',
  INVALID_CURSOR: 'INVALID_CURSOR',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  INVALID_TOKEN: 'INVALID_TOKEN',
  RATE_LIMITED: 'RATE_LIMITED',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  RECENT_SIGN_IN_REQUIRED: 'RECENT_SIGN_IN_REQUIRED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  CONFLICT: 'CONFLICT',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  UNAVAILABLE: 'UNAVAILABLE',
  HOLD_EXPIRED: 'HOLD_EXPIRED',
  OUTSIDE_OPENING_HOURS: 'OUTSIDE_OPENING_HOURS',
  HOLD_LIMIT: 'HOLD_LIMIT',
  PAYMENT_DECLINED: 'PAYMENT_DECLINED',
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  ROLE_CHANGE_REFUSED: 'ROLE_CHANGE_REFUSED',
  /** An admin suspended the account: it cannot sign in, and its sessions were ended. */
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  /** A restaurant's seating slot already has as many covers as its pacing allows. */
  SLOT_FULL: 'SLOT_FULL',
  /** A leisure event's places are all booked or held. */
  EVENT_FULL: 'EVENT_FULL',
  /** A listing, or a traveller's account, cannot be deleted while its confirmed bookings are still to come. */
  HAS_UPCOMING_BOOKINGS: 'HAS_UPCOMING_BOOKINGS',
  /** A date range for new bookings or availability that starts before the listing's today. */
  PAST_DATE: 'PAST_DATE',
  /** A failure the server did not expect; its details stay in the log. */
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const httpStatus: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  COUNTRY_NOT_FOUND: 400,
  INVALID_CURSOR: 400,
  NOT_FOUND: 404,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  EMAIL_TAKEN: 409,
  CONFLICT: 409,
  INVALID_TOKEN: 400,
  RATE_LIMITED: 429,
  SESSION_EXPIRED: 401,
  RECENT_SIGN_IN_REQUIRED: 401,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  SERVICE_UNAVAILABLE: 503,
  UNAVAILABLE: 409,
  HOLD_EXPIRED: 409,
  OUTSIDE_OPENING_HOURS: 400,
  HOLD_LIMIT: 409,
  PAYMENT_DECLINED: 402,
  IDEMPOTENCY_KEY_REUSED: 422,
  ROLE_CHANGE_REFUSED: 403,
  ACCOUNT_SUSPENDED: 403,
  SLOT_FULL: 409,
  EVENT_FULL: 409,
  HAS_UPCOMING_BOOKINGS: 409,
  PAST_DATE: 400,
  INTERNAL_SERVER_ERROR: 500,
};

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** The input field at fault, as named in the GraphQL schema. */
    readonly field?: string,
    /** For RATE_LIMITED: when the caller may try again (REST sends it as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  get status(): number {
    return httpStatus[this.code];
  }
}

export const badInput = (field: string, message: string) => new DomainError('BAD_USER_INPUT', message, field);
