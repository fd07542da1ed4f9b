// Support limits in one place: how long a message may be, how often one may write.

export const SUBJECT_MAX = 160;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;
export const NAME_MAX = 120;

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Rate limits, as the auth paths count them: `points` per `duration` seconds, then blocked `block` seconds. */
export const supportLimits = {
  /** New tickets from one address (guests) or one account. */
  openings: { points: 10, duration: HOUR, block: HOUR },
  /** A traveller's replies to their own tickets. */
  travellerReplies: { points: 60, duration: HOUR, block: 15 * MINUTE },
} as const;
