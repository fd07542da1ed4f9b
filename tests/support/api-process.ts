// The API as its own process, started as `npm start` starts it (server/src/main.ts, compiled on load):
// for what one process cannot show (two replicas, a signal, a process's exit).
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { projectRoot } from '../../server/src/config.js';
import { generousLimits } from './generous-limits.js';
import { PUBLIC_API_URL } from './test-environment.js';

export interface ApiProcess {
  child: ChildProcess;
  apiUrl: string;
  /** Everything it wrote so far, stdout and stderr. */
  output(): string;
  /** Resolves with the exit code (or signal) and how long the exit took after `signal` was sent. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
}

const STARTUP_MS = 90_000;

export function startApiProcess(settings: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', resolve(projectRoot, 'server/src/main.ts')], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'silent',
      SEED: 'never',
      PUBLIC_API_URL,
      ...generousLimits,
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolveExit) =>
    child.once('exit', (code, signal) => resolveExit({ code, signal })),
  );
  return new Promise((resolveStarted, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The API process did not start within ${STARTUP_MS / 1000} s:\n${output}`));
    }, STARTUP_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /API:\s+(http:\/\/localhost:\d+)/.exec(output);
      if (!match) return;
      child.stdout!.off('data', onData);
      child.stdout!.on('data', (more: Buffer) => (output += more.toString()));
      clearTimeout(timer);
      resolveStarted({
        child,
        apiUrl: match[1]!,
        output: () => output,
        async stop(signal = 'SIGTERM') {
          const sent = performance.now();
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          const result = await exited;
          return { ...result, ms: performance.now() - sent };
        },
      });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`The API process exited (${code}) before it started:\n${output}`));
    });
  });
}
