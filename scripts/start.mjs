// `npm start`: builds what is stale (server, web), then runs the product in this process.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(`✖ Node.js 22 or newer is needed (this is ${process.version}). Run it through npm (npm start), which uses the Node 22 installed by npm install.`);
  process.exit(1);
}

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

/** Runs an npm script, then leaves a stamp: only a build that finished counts as up to date. */
function build(script, stamp, why) {
  console.log(`› ${why}: npm run ${script}`);
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✖ npm run ${script} failed; fix the error above and run npm start again.`);
    process.exit(result.status ?? 1);
  }
  mkdirSync(resolve(root, 'dist'), { recursive: true });
  writeFileSync(resolve(root, stamp), new Date().toISOString());
}

if (builtAt('dist/.server-built') < newest(['server', 'rest-compat/src', 'shared/src', 'migrations', 'tsconfig.json', 'package-lock.json']))
  build('build:server', 'dist/.server-built', 'Building the API');
if (builtAt('dist/.web-built') < newest(['web', 'shared/src', 'schema.graphql', 'codegen.ts', 'package-lock.json']))
  build('build:web', 'dist/.web-built', 'Building the web app');

await import(resolve(root, 'dist/server/src/main.js'));
