// The provider client against a local stand-in of the OpenAI-compatible protocol: whole answers, streamed
// server-sent events split at any byte, a timeout and an error status, each a clear AiProviderError.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiProviderError, OpenAiCompatibleProvider } from '../../server/src/modules/ai/provider/chat-provider.js';
import { type StandIn, startStandIn } from '../support/openai-stand-in.js';

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStandIn();
});
afterAll(() => standIn?.close());

const provider = (timeoutMs = 2000) => new OpenAiCompatibleProvider(standIn.baseUrl, 'stand-in-model', 'secret-key', timeoutMs);
const question = [{ role: 'user' as const, content: 'Hello?' }];

async function collect(pieces: AsyncIterable<string>): Promise<string[]> {
  const seen: string[] = [];
  for await (const piece of pieces) seen.push(piece);
  return seen;
}

describe('OpenAI-compatible provider', () => {
  it('sends the model, the messages and the key, and returns the whole answer', async () => {
    standIn.reply = () => ({ kind: 'answer', content: 'Karibu!' });
    expect(await provider().complete(question, { json: true })).toBe('Karibu!');
    const sent = standIn.requests.at(-1)!;
    expect(sent).toMatchObject({ model: 'stand-in-model', stream: false, messages: question, authorization: 'Bearer secret-key' });
  });

  it('streams the pieces in order, whatever byte boundaries the events arrive at', async () => {
    const pieces = ['Mura', 'ho ', 'neza', ' — ', 'ça va', ' 🦍'];
    for (const writeSize of [1, 7, 1000]) {
      standIn.reply = () => ({ kind: 'stream', pieces, writeSize });
      expect(await collect(provider().stream(question))).toEqual(pieces);
      expect(standIn.requests.at(-1)!.stream).toBe(true);
    }
  });

  it('times out when the server stays silent, and between streamed pieces', async () => {
    standIn.reply = () => ({ kind: 'silence' });
    const started = Date.now();
    await expect(provider(300).complete(question)).rejects.toThrow(new AiProviderError('The AI provider did not answer within 0.3 s'));
    expect(Date.now() - started).toBeLessThan(2000);

    standIn.reply = () => ({ kind: 'stream', pieces: ['one', 'two', 'three'], writeSize: 20, pauseMs: 600 });
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const piece of provider(300).stream(question)) seen.push(piece);
      })(),
    ).rejects.toThrow(/did not answer within 0.3 s/);
  });

  it('keeps a slow stream going while pieces keep coming', async () => {
    standIn.reply = () => ({ kind: 'stream', pieces: ['a', 'b', 'c', 'd'], writeSize: 30, pauseMs: 150 });
    expect((await collect(provider(400).stream(question))).join('')).toBe('abcd');
  });

  it('reports an error status with its code and the server message', async () => {
    standIn.reply = () => ({ kind: 'status', status: 500 });
    const failure = await provider()
      .complete(question)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AiProviderError);
    expect(failure).toMatchObject({ status: 500, message: expect.stringMatching(/HTTP 500: .*stand-in failure/) });
    await expect(collect(provider().stream(question))).rejects.toMatchObject({ status: 500 });
  });

  it('reports a stream broken off mid-answer and an unreachable server', async () => {
    standIn.reply = () => ({ kind: 'stream', pieces: ['first', 'second', 'third'], writeSize: 10, failAfter: 60 });
    await expect(collect(provider().stream(question))).rejects.toBeInstanceOf(AiProviderError);
    const nowhere = new OpenAiCompatibleProvider('http://127.0.0.1:9/v1', 'm', undefined, 1000);
    await expect(nowhere.complete(question)).rejects.toThrow(/could not be reached/);
  });
});
