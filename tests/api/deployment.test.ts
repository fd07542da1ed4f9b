// docker-compose.yml is the production shape the README describes: PostgreSQL, Redis, two API replicas
// behind a balancer, and the web server forwarding to it. Each service's settings must pass the
// server's own production checks, and Docker Compose must accept the file (CI installs it).
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig, projectRoot } from '../../server/src/config.js';

const file = resolve(projectRoot, 'docker-compose.yml');
const compose = parse(readFileSync(file, 'utf8'), { merge: true }) as {
  services: Record<string, { environment?: Record<string, string>; depends_on?: unknown; volumes?: string[] }>;
};

/** Compose v2 (the Docker CLI plugin), or v1 (the `docker-compose` program Debian packages). */
function composeCommand(): string[] | undefined {
  for (const command of [['docker', 'compose'], ['docker-compose']]) {
    if (spawnSync(command[0]!, [...command.slice(1), 'version']).status === 0) return command;
  }
  return undefined;
}

describe('docker-compose.yml', () => {
  it('runs postgres, redis, the release step, two API replicas behind a balancer, and the web server forwarding to the balancer', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'api-1', 'api-2', 'migrate', 'postgres', 'redis', 'web']);
    const [balancerFile, target] = compose.services.api!.volumes![0]!.split(':');
    expect(target).toBe('/etc/nginx/conf.d/default.conf');
    const balancer = readFileSync(resolve(projectRoot, balancerFile!), 'utf8');
    expect(balancer).toMatch(/server api-1:4000/);
    expect(balancer).toMatch(/server api-2:4000/);
    expect(compose.services.web!.environment!.API_UPSTREAM).toBe('http://api:4000');
    for (const name of ['api-1', 'api-2']) {
      const env = compose.services[name]!.environment!;
      expect(env.REDIS_URL, name).toMatch(/^redis:\/\/redis:/);
      expect(env.DATABASE_URL, name).toMatch(/@postgres:5432\//);
    }
  });

  it('gives every service settings the server accepts in production', () => {
    for (const name of ['api-1', 'api-2', 'web']) {
      const config = loadConfig({ SKIP_ENV_FILE: '1', ...compose.services[name]!.environment });
      expect(config.isProduction, name).toBe(true);
      expect(config.redisUrl, name).toBeDefined();
    }
  });

  it('is accepted by `docker compose config`', () => {
    const command = composeCommand();
    expect(command, 'Docker Compose is not installed (v2 plugin or docker-compose)').toBeDefined();
    execFileSync(command![0]!, [...command!.slice(1), '-f', file, 'config', '-q'], { stdio: 'pipe' });
  });
});
