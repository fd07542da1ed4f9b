// `npm run migrate`, the release step: builds the server when stale, then brings the database up to date.
import { resolve } from 'node:path';
import { requireFloor } from './node-runtime.mjs';
import { buildIfStale, root } from './stale-build.mjs';

requireFloor();
buildIfStale('server', 'npm run migrate');

await import(resolve(root, 'dist/server/src/release.js'));
