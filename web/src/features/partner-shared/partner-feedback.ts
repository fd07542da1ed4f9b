// How a partner screen tells the outcome of a change: a toast, with a refusal in the reader's language; a short one on success.
import { errorText } from '../../app/errors';
import i18n from '../../app/i18n';
import { notify } from '../session/notify';
import type { ErrorCode } from './gql/graphql';

export interface UserErrorLike {
  code: ErrorCode;
  field?: string | null;
}

/** How a screen words a refusal: a title of its own (the code's words become the detail), tables to read first. */
export interface RefusalWording {
  title?: string;
  scopes?: readonly string[];
}

/** True when the change went through; otherwise the first refusal is shown and false returned. */
export function accepted(userErrors: readonly UserErrorLike[] | undefined, success?: string, wording: RefusalWording = {}): boolean {
  const refusal = userErrors?.[0];
  if (refusal) {
    const reason = errorText(i18n.t, refusal, ...(wording.scopes ?? []), 'partners');
    notify(wording.title ? { type: 'error', title: wording.title, description: reason } : { type: 'error', title: reason });
    return false;
  }
  if (success) notify({ type: 'success', title: success });
  return true;
}

/** Today and a day `days` away from it, YYYY-MM-DD (UTC, as the server's ranges). */
export const isoDay = (days = 0) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
