// Spec §9 delays of the account screens, defined once.
/** After a password reset or a manual verification, before going to sign-in. */
export const AUTH_REDIRECT_DELAY_MS = 1000;
/** After registration, or a verification started from the link's token. */
export const AUTH_LINK_REDIRECT_DELAY_MS = 1200;
/** Spec §9 'Password minimum 8'. */
export const PASSWORD_MIN_LENGTH = 8;
/** Avatar pictures: images only, at most 2 MB (the server checks again). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Spec §9: a toast shows 5 s by default. */
export const TOAST_DURATION_MS = 5000;
