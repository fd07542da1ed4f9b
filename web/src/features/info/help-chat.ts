// The help chat's call (spec §7 POST /api/help with the whole history): a plain-text stream read piece by piece,
// or JSON with answer or message, or a plain string; failures become the spec §8 assistant messages.
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** Spec §7: the endpoint may be set at build time. */
export const HELP_ENDPOINT: string = import.meta.env.VITE_HELP_ENDPOINT || '/api/help';

export type HelpReply =
  | { kind: 'text'; text: string }
  | { kind: 'notFound' }
  | { kind: 'failed'; status: number }
  | { kind: 'unreachable' }
  | { kind: 'noAnswer' };

/** Sends the history; `onPiece` receives the answer as it streams in. */
export async function askHelp(history: ChatTurn[], country: string, onPiece: (textSoFar: string) => void): Promise<HelpReply> {
  let response: Response;
  try {
    response = await fetch(HELP_ENDPOINT, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ messages: history, country }),
    });
  } catch {
    return { kind: 'unreachable' };
  }
  if (response.status === 404) return { kind: 'notFound' };
  if (!response.ok) return { kind: 'failed', status: response.status };
  if (response.headers.get('content-type')?.includes('application/json')) {
    const body = (await response.json().catch(() => null)) as { answer?: unknown; message?: unknown } | string | null;
    const text = typeof body === 'string' ? body : typeof body?.answer === 'string' ? body.answer : typeof body?.message === 'string' ? body.message : '';
    return text.trim() ? { kind: 'text', text } : { kind: 'noAnswer' };
  }
  if (!response.body) return { kind: 'noAnswer' };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      onPiece(text);
    }
  } catch {
    if (!text) return { kind: 'unreachable' };
  }
  return text.trim() ? { kind: 'text', text } : { kind: 'noAnswer' };
}
