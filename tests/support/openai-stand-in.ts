// A local HTTP server speaking the OpenAI-compatible chat-completions protocol, so that the real provider client
// is exercised: whole answers, server-sent event streams (split anywhere), error statuses and silence.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  model: string;
  stream?: boolean;
  messages: Array<{ role: string; content: string }>;
  authorization?: string;
}

export type StandInReply =
  | { kind: 'answer'; content: string }
  | {
      kind: 'stream';
      pieces: string[] /** Bytes per network write: events get split across writes. */;
      writeSize?: number;
      pauseMs?: number;
      failAfter?: number;
    }
  | { kind: 'status'; status: number; body?: string }
  | { kind: 'silence' };

export interface StandIn {
  baseUrl: string;
  requests: ChatRequest[];
  /** What the next requests get. */
  reply: (request: ChatRequest) => StandInReply;
  close(): Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startStandIn(reply: (request: ChatRequest) => StandInReply = () => ({ kind: 'answer', content: 'ok' })): Promise<StandIn> {
  const standIn = { requests: [] as ChatRequest[], reply } as StandIn;
  const open = new Set<import('node:net').Socket>();
  const server: Server = createServer(async (request, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    const body = { ...(JSON.parse(raw) as ChatRequest), authorization: request.headers.authorization };
    standIn.requests.push(body);
    const planned = standIn.reply(body);
    if (planned.kind === 'silence') return;
    if (planned.kind === 'status') {
      response
        .writeHead(planned.status, { 'content-type': 'application/json' })
        .end(planned.body ?? JSON.stringify({ error: { message: 'stand-in failure' } }));
      return;
    }
    if (planned.kind === 'answer') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: planned.content }, finish_reason: 'stop' }],
        }),
      );
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const events = planned.pieces.map(
      (piece) => `data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: piece } }] })}\n\n`,
    );
    // Split as bytes: a write may end inside a multi-byte character, as on a real network.
    const bytes = Buffer.from(`: keep-alive\n\n${events.join('')}data: [DONE]\n\n`);
    const size = planned.writeSize ?? bytes.length;
    for (let at = 0; at < bytes.length; at += size) {
      if (planned.failAfter !== undefined && at >= planned.failAfter) {
        response.destroy();
        return;
      }
      response.write(bytes.subarray(at, at + size));
      if (planned.pauseMs) await pause(planned.pauseMs);
    }
    response.end();
  });
  server.on('connection', (socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  standIn.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of open) socket.destroy();
      server.close(() => resolve());
    });
  return standIn;
}
