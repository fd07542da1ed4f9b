// Small helpers the account forms share.
import type { TFunction } from 'i18next';

export interface UserErrorLike {
  code: string;
  field?: string | null;
  message: string;
}

/** Codes whose wording the client translates; any other code shows the server's own sentence. */
const translatedCodes = new Set(['INVALID_CREDENTIALS', 'SESSION_EXPIRED', 'UNAUTHENTICATED']);

export function userErrorText(error: UserErrorLike, t: TFunction): string {
  return translatedCodes.has(error.code) ? t(`auth:errors.${error.code}`) : error.message;
}

/** Moves focus to the first field marked invalid, so keyboard and screen-reader users land on the problem. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  window.requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid=true]')?.focus());
}

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
