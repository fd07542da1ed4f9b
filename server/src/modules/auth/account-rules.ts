// The account rules in one place: spec §9 (password minimum, shared with the web) and design §5 (token lifetimes, limits).
export { AVATAR_MAX_BYTES, PASSWORD_MIN_LENGTH } from '../../../../shared/src/spec-constants.js';

/** The maximum keeps a hash request from becoming a denial of service. */
export const PASSWORD_MAX_LENGTH = 256;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Lifetimes in seconds. */
export const lifetimes = {
  /** The bearer token login returns and the session cookie carries; the client refreshes on 401. */
  accessToken: 15 * MINUTE,
  /** A refresh token unused this long ends the session. */
  refreshIdle: 14 * DAY,
  /** No session outlives this, however often it is refreshed. */
  session: 30 * DAY,
  /** How long after signing in a session may change the password without the current one (legacy call). */
  recentSignIn: 15 * MINUTE,
  verifyEmailToken: 1 * DAY,
  resetPasswordToken: 1 * HOUR,
  /** The link a partner invited by an admin chooses a password with (a reset link that lives longer). */
  invitationToken: 7 * DAY,
} as const;

/** Rate limits: `points` attempts per `duration` seconds, then blocked for `block` seconds. */
export const attemptLimits = {
  /** Failed sign-ins for one e-mail from one address. */
  signInPerAccount: { points: 5, duration: 15 * MINUTE, block: 15 * MINUTE },
  /** Failed sign-ins from one address, whatever the e-mail (credential stuffing). */
  signInPerAddress: { points: 50, duration: HOUR, block: HOUR },
  /** Registrations, reset and verification requests from one address. */
  mailingPerAddress: { points: 30, duration: 15 * MINUTE, block: 15 * MINUTE },
  /** Reset or verification e-mails to one address: nobody's inbox gets flooded. */
  mailingPerAccount: { points: 3, duration: 15 * MINUTE, block: 15 * MINUTE },
} as const;

export const avatarTypes: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };
