// POST /api/user/avatar (multipart field `avatar`). A lapsed session is refreshed once, as the GraphQL link does.
import { signalAuthExpired } from '../session/events';
import { refreshSession } from '../session/refresh';

export class AvatarUploadError extends Error {}

function send(file: File): Promise<Response> {
  const body = new FormData();
  body.append('avatar', file);
  return fetch('/api/user/avatar', { method: 'POST', body, credentials: 'include', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
}

/** Uploads the picture; throws with the server's text when it refuses (spec §8 'Avatar upload: the response text'). */
export async function uploadAvatar(file: File): Promise<void> {
  let response = await send(file);
  if (response.status === 401) {
    if (!(await refreshSession())) {
      signalAuthExpired();
      throw new AvatarUploadError('');
    }
    response = await send(file);
  }
  if (response.ok) return;
  const text = await response.text();
  let message = text;
  try {
    message = (JSON.parse(text) as { message?: string }).message ?? text;
  } catch {
    // Not JSON: the text itself.
  }
  throw new AvatarUploadError(message);
}
