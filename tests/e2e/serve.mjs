// The product for one browser run, started as npm start starts it; when the run stops it, the run's
// embedded database folder goes with it (about 100 MB a run otherwise).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const server = spawn(process.execPath, ['dist/server/src/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  const dataDir = process.env.DATA_DIR;
  if (dataDir && /(^|\/)e2e-\d+$/.test(dataDir)) rmSync(resolve(dataDir), { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
