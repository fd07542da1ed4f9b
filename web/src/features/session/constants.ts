// Spec §9 delays of the account screens, defined once.
/** After a password reset or a manual verification, before going to sign-in. */
export const AUTH_REDIRECT_DELAY_MS = 1000;
/** After registration, or a verification started from the link's token. */
export const AUTH_LINK_REDIRECT_DELAY_MS = 1200;
/** Password minimum and avatar size (images only; the server checks again): the server's own figures. */
export { AVATAR_MAX_BYTES, PASSWORD_MIN_LENGTH } from '../../../../shared/src/spec-constants';
/** Spec §9: a toast shows 5 s by default. */
export const TOAST_DURATION_MS = 5000;
