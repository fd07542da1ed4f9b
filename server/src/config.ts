// The only reader of process.env: every setting is typed, defaulted and validated here at start.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';

export const projectRoot = resolve(import.meta.dirname, import.meta.dirname.includes('/dist/') ? '../../..' : '../..');

const port = z.coerce.number().int().min(0).max(65535);
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || protocols.some((p) => value.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: port.default(4000),
  WEB_PORT: port.default(3000),
  /** Absent: an embedded PostgreSQL is started with its data in DATA_DIR. */
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  DATA_DIR: z.string().default('.data'),
  /** Where the API is reached from browsers and legacy clients (image URLs are built on it). */
  PUBLIC_API_URL: optionalUrl(['http', 'https']),
  /** The web app's origin, the only one allowed by CORS with credentials. */
  WEB_ORIGIN: optionalUrl(['http', 'https']),
  SERVE_WEB: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  SEED: z.enum(['auto', 'never']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().default('Safari Marketplace <no-reply@safari.local>'),
  AI_BASE_URL: optionalUrl(['http', 'https']),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  AI_API_KEY: z.string().optional(),
  /** Seconds a just-rotated refresh token still refreshes (parallel tabs); after that a replay ends the session. */
  AUTH_REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
});

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof schema>) {
  const publicApiUrl = env.PUBLIC_API_URL ?? `http://localhost:${env.PORT}`;
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    /** Verification and reset tokens echoed in API answers (spec 'Dev reset token'): development only, so tests see production's answers. */
    exposeDevTokens: env.NODE_ENV === 'development',
    host: env.HOST,
    port: env.PORT,
    webPort: env.WEB_PORT,
    databaseUrl: env.DATABASE_URL,
    dataDir: resolve(projectRoot, env.DATA_DIR),
    publicApiUrl: publicApiUrl.replace(/\/$/, ''),
    webOrigin: (env.WEB_ORIGIN ?? `http://localhost:${env.WEB_PORT}`).replace(/\/$/, ''),
    serveWeb: env.SERVE_WEB,
    seed: env.SEED,
    logLevel: env.LOG_LEVEL,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    ai: { baseUrl: env.AI_BASE_URL, model: env.AI_MODEL, apiKey: env.AI_API_KEY },
    refreshReuseGraceSeconds: env.AUTH_REFRESH_REUSE_GRACE_SECONDS,
    mediaDir: resolve(projectRoot, 'server/assets/media'),
    uploadDir: resolve(projectRoot, env.DATA_DIR, 'uploads'),
    webDistDir: resolve(projectRoot, 'dist/web'),
  };
}

export class ConfigError extends Error {}

/** Reads .env (when present) and the environment; throws a ConfigError naming every bad setting. */
export function loadConfig(overrides: Record<string, string | undefined> = {}): Config {
  const envFile = resolve(projectRoot, '.env');
  if (existsSync(envFile) && !overrides.SKIP_ENV_FILE) process.loadEnvFile(envFile);
  const parsed = schema.safeParse({ ...process.env, ...overrides });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}. See .env.example.`);
  }
  return toConfig(parsed.data);
}
