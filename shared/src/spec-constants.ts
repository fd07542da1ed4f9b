// Constants of spec §9 that the web app shows and the server enforces, defined once for both.

/** Spec §9 'Password minimum 8'. */
export const PASSWORD_MIN_LENGTH = 8;
/** Profile pictures and listing photos: at most 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** The country a visitor starts in, and the help chat answers for when none is named. */
export const DEFAULT_COUNTRY = 'RW';
/** Rows of a list page unless the caller asks for another size. */
export const DEFAULT_PAGE_SIZE = 30;
