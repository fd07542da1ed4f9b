// How a partner screen tells the outcome of a change: a toast with the server's words on refusal, a short one on success.
import { notify } from '../session/notify';

export interface UserErrorLike {
  code: string;
  field?: string | null;
  message: string;
}

/**
 * True when the change went through; otherwise the first refusal is shown and false returned. With `titleOf`, the
 * refusal's title is the screen's own translated words and the server's message its detail.
 */
export function accepted(userErrors: readonly UserErrorLike[] | undefined, success?: string, titleOf?: (refusal: UserErrorLike) => string): boolean {
  const refusal = userErrors?.[0];
  if (refusal) {
    notify(titleOf ? { type: 'error', title: titleOf(refusal), description: refusal.message } : { type: 'error', title: refusal.message });
    return false;
  }
  if (success) notify({ type: 'success', title: success });
  return true;
}

/** Today and a day `days` away from it, YYYY-MM-DD (UTC, as the server's ranges). */
export const isoDay = (days = 0) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
