// Which Node runs the project. npm scripts put node_modules/.bin first on PATH, so they run on the Node 22 that
// `npm install` brings (the `node` devDependency) even where the machine's own Node, which runs npm, is older.
// Run by itself (npm's postinstall) it explains an install on an older Node; start.mjs says the same at start.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const floor = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node.replace(/^>=\s*/, '');

const parts = (version) => version.replace(/^v/, '').split('.').map(Number);

/** Whether a version (v22.18.0 or 22.18.0) is at or above the project's floor (package.json engines.node). */
export function meetsFloor(version) {
  const [have, need] = [parts(version), parts(floor)];
  for (let i = 0; i < need.length; i += 1) if ((have[i] ?? 0) !== need[i]) return (have[i] ?? 0) > need[i];
  return true;
}

/** The Node npm itself runs on, as npm tells its scripts (npm_config_user_agent: "npm/11.6.0 node/v20.19.0 ..."). */
function npmNode() {
  return /\bnode\/(v[\d.]+)/.exec(process.env.npm_config_user_agent ?? '')?.[1];
}

/** One plain line when npm runs on an older Node than the project's scripts do, otherwise nothing. */
export function olderNodeNote() {
  const machine = npmNode();
  if (!machine || meetsFloor(machine) || !meetsFloor(process.version)) return undefined;
  return `Note: this machine's Node ${machine} (which runs npm) is older than the project's ${floor}; npm scripts run on Node ${process.version}, which npm install put in node_modules.`;
}

/** Stops with one plain line when this process runs on a Node older than the floor. */
export function requireFloor() {
  if (meetsFloor(process.version)) return;
  console.error(
    `✖ Node.js ${floor} or newer is needed (this is ${process.version}). Run it through npm (npm start, npm test), which uses the Node 22 that npm install brings.`,
  );
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const note = olderNodeNote();
  if (note) console.log(`${note} Any EBADENGINE warnings above are npm checking packages against ${npmNode()}, not the Node they run on.`);
}
