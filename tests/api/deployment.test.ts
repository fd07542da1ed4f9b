// docker-compose.yml is the production shape the README describes: PostgreSQL, Redis, two API replicas
// behind a balancer, and the web server forwarding to it. Each service's settings must pass the
// server's own production checks, and the file must follow the Compose specification (its JSON schema
// everywhere, and `docker compose config` where Docker Compose is installed).
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig, projectRoot } from '../../server/src/config.js';

const file = resolve(projectRoot, 'docker-compose.yml');
const compose = parse(readFileSync(file, 'utf8'), { merge: true }) as {
  services: Record<string, { environment?: Record<string, string>; depends_on?: unknown; volumes?: string[] }>;
};

/** A validator of the Compose specification's JSON schema, as the dclint package ships it (kept current with the specification). */
function composeSpecification() {
  const dclint = dirname(createRequire(import.meta.url).resolve('dclint/package.json'));
  // Its `$schema` names draft-07 by an address Ajv does not know it by; Ajv validates draft-07 by default.
  const { $schema: _draft, ...schema } = JSON.parse(readFileSync(resolve(dclint, 'schemas/compose.schema.json'), 'utf8'));
  // The schema writes several fields' types as unions (a number or a string), which strict mode only warns about.
  return new Ajv({ allErrors: true, allowUnionTypes: true, strictTypes: false }).compile(schema);
}

const hasDockerCompose = spawnSync('docker', ['compose', 'version']).status === 0;

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

  it("follows the Compose specification's schema", () => {
    const validate = composeSpecification();
    validate(compose);
    expect(validate.errors ?? []).toEqual([]);
  });

  it('rejects, by that schema, what Compose would refuse', () => {
    const validate = composeSpecification();
    const broken = structuredClone(compose) as Record<string, any>;
    broken.services.web.depends_on = { api: { condition: 'service_ready' } };
    broken.services.web.restart_when = 'always';
    expect(validate(broken)).toBe(false);
    expect(validate.errors!.map((error) => error.instancePath)).toEqual(expect.arrayContaining(['/services/web', '/services/web/depends_on/api/condition']));
  });

  it.runIf(hasDockerCompose)('is accepted by `docker compose config`', () => {
    execFileSync('docker', ['compose', '-f', file, 'config', '-q'], { stdio: 'pipe' });
  });
});
