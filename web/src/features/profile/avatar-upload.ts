// POST /api/user/avatar (multipart field `avatar`). A lapsed session is refreshed once, as the GraphQL link does.
import { signalAuthExpired } from '../session/events';
import { refreshSession } from '../session/refresh';

/** A refused upload; `code` is the answer's `error` (an ErrorCode), absent when none came. */
export class AvatarUploadError extends Error {
  constructor(readonly code?: string) {
    super(code ?? 'avatar upload failed');
  }
}

function send(file: File): Promise<Response> {
  const body = new FormData();
  body.append('avatar', file);
  return fetch('/api/user/avatar', { method: 'POST', body, credentials: 'include', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
}

/** Uploads the picture; throws with the code of the server's answer when it refuses. */
export async function uploadAvatar(file: File): Promise<void> {
  let response = await send(file);
  if (response.status === 401) {
    if (!(await refreshSession())) {
      signalAuthExpired();
      throw new AvatarUploadError();
    }
    response = await send(file);
  }
  if (response.ok) return;
  const answer = (await response.json().catch(() => null)) as { error?: unknown } | null;
  throw new AvatarUploadError(typeof answer?.error === 'string' ? answer.error : undefined);
}
