// Builds the parts whose sources changed since their last finished build, for `npm start` and `npm run migrate`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');

/** Newest modification time of the files below the given paths (skipping generated folders). */
function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  for (const path of paths) visit(resolve(root, path));
  return latest;
}

const builtAt = (file) => (existsSync(resolve(root, file)) ? statSync(resolve(root, file)).mtimeMs : 0);

const parts = {
  server: {
    script: 'build:server',
    stamp: 'dist/.server-built',
    why: 'Building the API',
    sources: ['server', 'rest-compat/src', 'shared/src', 'migrations', 'tsconfig.json', 'package-lock.json'],
  },
  web: {
    script: 'build:web',
    stamp: 'dist/.web-built',
    why: 'Building the web app',
    sources: ['web', 'shared/src', 'schema.graphql', 'codegen.ts', 'package-lock.json'],
  },
};

/** Runs the part's npm script when stale, then leaves a stamp: only a build that finished counts as up to date. */
export function buildIfStale(part, command) {
  const { script, stamp, why, sources } = parts[part];
  if (builtAt(stamp) >= newest(sources)) return;
  console.log(`› ${why}: npm run ${script}`);
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✖ npm run ${script} failed; fix the error above and run ${command} again.`);
    process.exit(result.status ?? 1);
  }
  mkdirSync(resolve(root, 'dist'), { recursive: true });
  writeFileSync(resolve(root, stamp), new Date().toISOString());
}
