// Redis for a suite that needs one: the server named by REDIS_URL, or else a `redis-server` of the suite's own on a
// free port, without persistence, stopped when the suite ends.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

const STARTUP_MS = 10_000;

export async function startRedis(): Promise<TestRedis> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: async () => {} };
  const port = await freePort();
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = once(server, 'exit');
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`redis-server did not start within ${STARTUP_MS / 1000} s:\n${output}`)), STARTUP_MS);
    server.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      fail(
        error.code === 'ENOENT'
          ? new Error('This suite needs redis-server on the PATH (Debian/Ubuntu: apt-get install redis-server), or REDIS_URL naming a Redis')
          : error,
      );
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`redis-server exited (${code}) before it was ready:\n${output}`));
    });
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('Ready to accept connections')) return;
      clearTimeout(timer);
      server.stdout!.off('data', onData);
      server.stdout!.resume();
      ready();
    };
    server.stdout!.on('data', onData);
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
      await exited;
    },
  };
}

/** A port nobody listens on now: the system picks it, and it is handed over at once. */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}
