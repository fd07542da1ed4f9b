// Constants of spec §9 that the web app shows and the server enforces, defined once for both.

/** Spec §9 'Password minimum 8'. */
export const PASSWORD_MIN_LENGTH = 8;
/** Profile pictures and listing photos: at most 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** The country a visitor starts in, and the help chat answers for when none is named. */
export const DEFAULT_COUNTRY = 'RW';
/** Rows of a list page unless the caller asks for another size. */
export const DEFAULT_PAGE_SIZE = 30;

/** Spec §9 hero chips: the trip preferences the AI Finder offers in every country. */
export const COMMON_TRIP_PREFERENCES = ['culture', 'food', 'adventure', 'family', 'wildlife', 'nightlife', 'history'] as const;
/** Every preference the planner scores: a landlocked country shows photography instead of beaches, one with desert shows desert instead of markets. */
export const TRIP_PREFERENCES = [...COMMON_TRIP_PREFERENCES, 'photography', 'beaches', 'desert', 'markets'] as const;
