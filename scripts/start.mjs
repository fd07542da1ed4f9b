// `npm start`: builds what is stale (server, web), then runs the product in this process.
import { resolve } from 'node:path';
import { olderNodeNote, requireFloor } from './node-runtime.mjs';
import { buildIfStale, root } from './stale-build.mjs';

requireFloor();
const note = olderNodeNote();
if (note) console.log(note);

buildIfStale('server', 'npm start');
buildIfStale('web', 'npm start');

await import(resolve(root, 'dist/server/src/main.js'));
