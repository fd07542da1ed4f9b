// One client for the OpenAI-compatible chat-completions protocol (OpenAI, Ollama, vLLM, llama.cpp's server):
// a whole answer or a stream of pieces, each bounded by a timeout, every failure one AiProviderError.
import type { Config } from '../../../config.js';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatOptions {
  /** Ask for a JSON object (the protocol's `response_format`); servers that ignore it still answer text. */
  json?: boolean;
  temperature?: number;
  maxTokens?: number;
}

export interface ChatProvider {
  /** The model that answers, for logs and rationales. */
  readonly model: string;
  complete(messages: ChatMessage[], options?: ChatOptions): Promise<string>;
  /** The answer as it is written, piece by piece. */
  stream(messages: ChatMessage[], options?: ChatOptions): AsyncIterable<string>;
}

/** The provider could not be reached, answered with an error status, timed out or sent what is not the protocol. */
export class AiProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AiProviderError';
  }
}

interface CompletionBody {
  choices?: Array<{ message?: { content?: string | null }; delta?: { content?: string | null }; finish_reason?: string | null }>;
  error?: { message?: string };
}

export class OpenAiCompatibleProvider implements ChatProvider {
  private readonly endpoint: string;

  constructor(
    baseUrl: string,
    readonly model: string,
    private readonly apiKey: string | undefined,
    private readonly timeoutMs: number,
  ) {
    this.endpoint = `${baseUrl.replace(/\/$/, '')}/chat/completions`;
  }

  async complete(messages: ChatMessage[], options: ChatOptions = {}): Promise<string> {
    const response = await this.post(messages, options, false, AbortSignal.timeout(this.timeoutMs));
    let body: CompletionBody;
    try {
      body = (await response.json()) as CompletionBody;
    } catch (error) {
      throw this.failure(error, 'sent an answer that is not JSON');
    }
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new AiProviderError(`The AI provider's answer has no message (${this.model})`);
    return content;
  }

  async *stream(messages: ChatMessage[], options: ChatOptions = {}): AsyncIterable<string> {
    // The timeout restarts with every piece: a long answer may stream for longer than one wait.
    const controller = new AbortController();
    let timer = setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), this.timeoutMs);
    const rearm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), this.timeoutMs);
    };
    try {
      const response = await this.post(messages, options, true, controller.signal);
      if (!response.body) throw new AiProviderError('The AI provider sent no stream');
      const decoder = new TextDecoder();
      let pending = '';
      const reader = response.body.getReader();
      while (true) {
        let chunk: Awaited<ReturnType<typeof reader.read>>;
        try {
          chunk = await reader.read();
        } catch (error) {
          throw this.failure(error, 'broke off its stream');
        }
        if (chunk.done) break;
        rearm();
        pending += decoder.decode(chunk.value, { stream: true });
        // Server-sent events: `data: {...}` lines, blank lines between events, `data: [DONE]` at the end.
        let newline = pending.indexOf('\n');
        while (newline >= 0) {
          const line = pending.slice(0, newline).trim();
          pending = pending.slice(newline + 1);
          newline = pending.indexOf('\n');
          if (!line.startsWith('data:')) continue;
          const data = line.slice(5).trim();
          if (data === '[DONE]') return;
          const piece = this.pieceOf(data);
          if (piece) yield piece;
        }
      }
    } finally {
      clearTimeout(timer);
    }
  }

  private pieceOf(data: string): string {
    let event: CompletionBody;
    try {
      event = JSON.parse(data) as CompletionBody;
    } catch {
      throw new AiProviderError('The AI provider sent a stream event that is not JSON');
    }
    if (event.error) throw new AiProviderError(`The AI provider failed mid-answer: ${event.error.message ?? 'unknown error'}`);
    return event.choices?.[0]?.delta?.content ?? '';
  }

  private async post(messages: ChatMessage[], options: ChatOptions, stream: boolean, signal: AbortSignal): Promise<Response> {
    const body = {
      model: this.model,
      messages,
      stream,
      temperature: options.temperature ?? 0.2,
      ...(options.maxTokens && { max_tokens: options.maxTokens }),
      ...(options.json && { response_format: { type: 'json_object' } }),
    };
    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: stream ? 'text/event-stream' : 'application/json',
          ...(this.apiKey && { authorization: `Bearer ${this.apiKey}` }),
        },
        body: JSON.stringify(body),
        signal,
      });
    } catch (error) {
      throw this.failure(error, 'could not be reached');
    }
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw new AiProviderError(`The AI provider answered HTTP ${response.status}${detail ? `: ${detail.slice(0, 200)}` : ''}`, response.status);
    }
    return response;
  }

  private failure(error: unknown, what: string): AiProviderError {
    if (error instanceof AiProviderError) return error;
    const name = (error as { name?: string } | null)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') return new AiProviderError(`The AI provider did not answer within ${this.timeoutMs / 1000} s`);
    return new AiProviderError(`The AI provider ${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The configured provider, or null: then the local planner and help engine answer alone. */
export function chatProviderFrom(config: Config): ChatProvider | null {
  const { baseUrl, model, apiKey, timeoutMs } = config.ai;
  return baseUrl ? new OpenAiCompatibleProvider(baseUrl, model, apiKey, timeoutMs) : null;
}
