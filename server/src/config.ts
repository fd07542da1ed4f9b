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
  /** Loopback unless told otherwise: a fresh `npm start` is reachable from this machine only. */
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  /**
   * Proxies whose X-Forwarded-For is believed: addresses or CIDR ranges, comma-separated, or the
   * names loopback, linklocal, uniquelocal. Unset: no header decides who a client is.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((entry) => entry.trim())
            .filter(Boolean)
        : [],
    ),
  PORT: port.default(4000),
  WEB_PORT: port.default(3000),
  /** Absent: an embedded PostgreSQL is started with its data in DATA_DIR. */
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  DATA_DIR: z.string().default('.data'),
  /** A read replica of DATABASE_URL: listing pages and details are read from it, everything else from the primary. */
  DATABASE_READ_URL: optionalUrl(['postgres', 'postgresql']),
  /** Connections this process keeps to PostgreSQL (to each of primary and replica). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  /** How long a request waits for a free connection before it answers 503 rather than queueing on. */
  DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(50).max(60_000).default(3000),
  /** Where the API is reached from browsers and legacy clients (image URLs are built on it). */
  PUBLIC_API_URL: optionalUrl(['http', 'https']),
  /** The web app's origin, the only one allowed by CORS with credentials. */
  WEB_ORIGIN: optionalUrl(['http', 'https']),
  SERVE_WEB: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  SEED: z.enum(['auto', 'never']).default('auto'),
  /**
   * Whether start-up applies pending migrations. Unset: yes, except with NODE_ENV=production, where replicas leave the
   * schema to the release step (`npm run migrate`) and refuse to start on a database it has not brought up to date.
   */
  MIGRATE_AT_START: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  /** The web process forwards API paths here (a load balancer before the API replicas) instead of to its own API. */
  API_UPSTREAM: optionalUrl(['http', 'https']),
  /** Bearer token that lets a scraper read /metrics from another machine; without it only loopback peers may. */
  METRICS_TOKEN: z.string().trim().min(16).optional(),
  /**
   * Traces go to this OTLP/HTTP collector (e.g. http://collector:4318), or to the traces endpoint given in full;
   * both unset (or OTEL_SDK_DISABLED=true), tracing is not loaded at all. The SDK reads the other OTEL_* itself.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl(['http', 'https']),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optionalUrl(['http', 'https']),
  OTEL_SDK_DISABLED: z.enum(['true', 'false']).default('false'),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().default('Jambo Africa <no-reply@jambo.local>'),
  AI_BASE_URL: optionalUrl(['http', 'https']),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  AI_API_KEY: z.string().optional(),
  /** How long the model may take to answer (or, streaming, to send its next piece) before the local engine answers. */
  AI_TIMEOUT_SECONDS: z.coerce.number().positive().max(300).default(20),
  /** Seconds a just-rotated refresh token still refreshes (parallel tabs); after that a replay ends the session. */
  AUTH_REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  /** How long the last checkout step holds a room, table, place or vehicle (fractions allowed: 0.05 is 3 s). */
  BOOKING_HOLD_MINUTES: z.coerce.number().positive().max(120).default(10),
  /**
   * Whether this process works the job queue (mail delivery and its retries, review invitations, housekeeping).
   * Every replica may: the queue hands each job to one of them. Off, the process only adds jobs.
   */
  JOB_RUNNER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Holds and unpaid bookings awaiting the guest's e-mail that one client (address, account, e-mail) may have at once. */
  BOOKING_PENDING_PER_CLIENT: z.coerce.number().int().min(1).max(1_000_000).default(12),
  /** Units (rooms, places, tables, vehicles) those may claim together. */
  BOOKING_PENDING_UNITS_PER_CLIENT: z.coerce.number().int().min(1).max(10_000_000).default(80),
  /** Holds and bookings one address, or one guest e-mail, may ask for in 10 minutes; then RATE_LIMITED. */
  BOOKING_ATTEMPTS_PER_10_MINUTES: z.coerce.number().int().min(1).max(1_000_000).default(40),
  /** How long an unverified guest's pay-at-venue booking keeps its units unless the link e-mailed to the guest is opened. */
  BOOKING_GUEST_CONFIRM_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(60),
  /** Guest lookups by reference and e-mail one address may make in 10 minutes. */
  BOOKING_LOOKUPS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** Wrong e-mails given for one reference in an hour before its lookups are refused for the rest of the hour. */
  BOOKING_LOOKUP_MISSES_PER_REFERENCE: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** Guest link e-mails one booking may be sent in an hour. */
  BOOKING_GUEST_LINKS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(3),
  /** A guest lookup answers no sooner than this after it arrived, so a hit and a miss take the same time. */
  BOOKING_LOOKUP_FLOOR_MS: z.coerce.number().int().min(0).max(5000).default(150),
  /**
   * M-Pesa (Safaricom Daraja: OAuth client credentials, STK Push, its query and B2C). All four of key, secret, short
   * code and passkey set: travellers may pay by M-Pesa; none set: the method is not offered.
   */
  MPESA_BASE_URL: z.string().trim().url().default('https://sandbox.safaricom.co.ke'),
  MPESA_CONSUMER_KEY: z.string().trim().min(1).optional(),
  MPESA_CONSUMER_SECRET: z.string().trim().min(1).optional(),
  MPESA_SHORTCODE: z
    .string()
    .trim()
    .regex(/^\d{5,7}$/)
    .optional(),
  MPESA_PASSKEY: z.string().trim().min(1).optional(),
  /** Refunds by B2C to the payer's phone: the initiator and its encrypted credential; unset, refunds are paid out by hand. */
  MPESA_B2C_INITIATOR: z.string().trim().min(1).optional(),
  MPESA_B2C_SECURITY_CREDENTIAL: z.string().trim().min(1).optional(),
  /**
   * MTN MoMo Collection (API user and key, requesttopay, its status). Subscription key, API user and API key set:
   * travellers may pay by MoMo, charged in MOMO_CURRENCY; none set: the method is not offered.
   */
  MOMO_BASE_URL: z.string().trim().url().default('https://sandbox.momodeveloper.mtn.com'),
  MOMO_SUBSCRIPTION_KEY: z.string().trim().min(1).optional(),
  MOMO_API_USER: z.string().trim().min(1).optional(),
  MOMO_API_KEY: z.string().trim().min(1).optional(),
  MOMO_TARGET_ENVIRONMENT: z.string().trim().min(1).default('sandbox'),
  MOMO_CURRENCY: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/)
    .default('RWF'),
  /** Refunds by MoMo Disbursement (its own subscription key, API user and key); unset, refunds are paid out by hand. */
  MOMO_DISBURSEMENT_SUBSCRIPTION_KEY: z.string().trim().min(1).optional(),
  MOMO_DISBURSEMENT_API_USER: z.string().trim().min(1).optional(),
  MOMO_DISBURSEMENT_API_KEY: z.string().trim().min(1).optional(),
  /** How long a mobile-money prompt is waited for on the phone: the hold lasts at least this long once it is sent. */
  MOBILE_MONEY_PROMPT_SECONDS: z.coerce.number().int().min(5).max(600).default(120),
  /** A payment still pending this long after its prompt is asked about by the reconciliation job (a lost callback). */
  MOBILE_MONEY_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(0).max(3600).default(120),
  /**
   * Text messages to travellers (booking confirmed, mobile money received, cancelled and refunded) by Africa's Talking.
   * Username and API key both set: they are sent; neither set: none is.
   */
  AFRICASTALKING_BASE_URL: z.string().trim().url().default('https://api.africastalking.com'),
  AFRICASTALKING_USERNAME: z.string().trim().min(1).optional(),
  AFRICASTALKING_API_KEY: z.string().trim().min(1).optional(),
  /** The approved sender id or short code the messages come from; unset, the account's default. */
  AFRICASTALKING_SENDER_ID: z.string().trim().min(1).max(11).optional(),
  /**
   * Local stand-ins of Daraja, MTN MoMo and Africa's Talking on loopback, with M-Pesa, MoMo and SMS pointed at them (the
   * stand-in phone at /dev/phone). Unset: in development when none of the three is configured; refused in production.
   */
  PROVIDER_STAND_INS: z.enum(['true', 'false']).optional(),
  /**
   * Display rates from Open Exchange Rates (its latest.json, per US dollar). An app id set: the refresh job replaces the
   * shipped table's rates every hour; unset, nothing runs and the shipped table is shown.
   */
  EXCHANGE_RATES_BASE_URL: z.string().trim().url().default('https://openexchangerates.org/api'),
  EXCHANGE_RATES_APP_ID: z.string().trim().min(1).optional(),
  /** Requests a minute one partner API key may make to /graphql; then 429 with Retry-After. */
  PARTNER_API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  /**
   * Whether partner webhooks may be sent to loopback addresses (and plain http there): a receiver on this machine.
   * Unset: yes, except with NODE_ENV=production. Private networks and metadata addresses are always refused.
   */
  WEBHOOK_ALLOW_LOOPBACK: z.enum(['true', 'false']).optional(),
});

export type Config = ReturnType<typeof toConfig>;

/** Every setting the server reads, with its default as .env would spell it (undefined: unset). */
export function settingDefaults(): Record<string, string | undefined> {
  const defaults: Record<string, unknown> = schema.parse({});
  return Object.fromEntries(
    Object.keys(schema.shape).map((name) => {
      const value = defaults[name];
      return [name, value === undefined || (Array.isArray(value) && value.length === 0) ? undefined : String(value)];
    }),
  );
}

/** The settings that configure a provider the stand-ins can stand in for: M-Pesa, MoMo, Africa's Talking. */
const providerKeys = ['MPESA_CONSUMER_KEY', 'MOMO_SUBSCRIPTION_KEY', 'AFRICASTALKING_USERNAME'] as const;

function toConfig(env: z.infer<typeof schema>) {
  const publicApiUrl = env.PUBLIC_API_URL ?? `http://localhost:${env.PORT}`;
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    /**
     * Development conveniences (tokens echoed in answers, spec 'Dev reset token'; the dev mailbox; the
     * GraphQL landing page): development only, so tests see production's answers, and then only for
     * loopback peers (http/peer.ts).
     */
    devConveniences: env.NODE_ENV === 'development',
    host: env.HOST,
    trustProxy: env.TRUST_PROXY,
    port: env.PORT,
    webPort: env.WEB_PORT,
    databaseUrl: env.DATABASE_URL,
    databaseReadUrl: env.DATABASE_READ_URL,
    pool: { size: env.DATABASE_POOL_SIZE, waitMs: env.DATABASE_POOL_WAIT_MS },
    dataDir: resolve(projectRoot, env.DATA_DIR),
    publicApiUrl: publicApiUrl.replace(/\/$/, ''),
    webOrigin: (env.WEB_ORIGIN ?? `http://localhost:${env.WEB_PORT}`).replace(/\/$/, ''),
    serveWeb: env.SERVE_WEB,
    seed: env.SEED,
    migrateAtStart: env.MIGRATE_AT_START ? env.MIGRATE_AT_START === 'true' : env.NODE_ENV !== 'production',
    logLevel: env.LOG_LEVEL,
    redisUrl: env.REDIS_URL,
    apiUpstream: env.API_UPSTREAM?.replace(/\/$/, ''),
    metricsToken: env.METRICS_TOKEN,
    tracing: env.OTEL_SDK_DISABLED === 'false' && Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT ?? env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    ai: { baseUrl: env.AI_BASE_URL, model: env.AI_MODEL, apiKey: env.AI_API_KEY, timeoutMs: env.AI_TIMEOUT_SECONDS * 1000 },
    refreshReuseGraceSeconds: env.AUTH_REFRESH_REUSE_GRACE_SECONDS,
    bookingHoldMinutes: env.BOOKING_HOLD_MINUTES,
    partnerApiKeyRequestsPerMinute: env.PARTNER_API_KEY_REQUESTS_PER_MINUTE,
    mobileMoney: {
      mpesa: env.MPESA_CONSUMER_KEY
        ? {
            baseUrl: env.MPESA_BASE_URL.replace(/\/$/, ''),
            consumerKey: env.MPESA_CONSUMER_KEY,
            consumerSecret: env.MPESA_CONSUMER_SECRET!,
            shortcode: env.MPESA_SHORTCODE!,
            passkey: env.MPESA_PASSKEY!,
            b2c: env.MPESA_B2C_INITIATOR ? { initiator: env.MPESA_B2C_INITIATOR, securityCredential: env.MPESA_B2C_SECURITY_CREDENTIAL! } : null,
          }
        : null,
      momo: env.MOMO_SUBSCRIPTION_KEY
        ? {
            baseUrl: env.MOMO_BASE_URL.replace(/\/$/, ''),
            subscriptionKey: env.MOMO_SUBSCRIPTION_KEY,
            apiUser: env.MOMO_API_USER!,
            apiKey: env.MOMO_API_KEY!,
            targetEnvironment: env.MOMO_TARGET_ENVIRONMENT,
            currency: env.MOMO_CURRENCY,
            disbursement: env.MOMO_DISBURSEMENT_SUBSCRIPTION_KEY
              ? {
                  subscriptionKey: env.MOMO_DISBURSEMENT_SUBSCRIPTION_KEY,
                  apiUser: env.MOMO_DISBURSEMENT_API_USER!,
                  apiKey: env.MOMO_DISBURSEMENT_API_KEY!,
                }
              : null,
          }
        : null,
      promptSeconds: env.MOBILE_MONEY_PROMPT_SECONDS,
      reconcileAfterSeconds: env.MOBILE_MONEY_RECONCILE_AFTER_SECONDS,
    },
    sms: env.AFRICASTALKING_USERNAME
      ? {
          baseUrl: env.AFRICASTALKING_BASE_URL.replace(/\/$/, ''),
          username: env.AFRICASTALKING_USERNAME,
          apiKey: env.AFRICASTALKING_API_KEY!,
          senderId: env.AFRICASTALKING_SENDER_ID,
        }
      : null,
    providerStandIns: env.PROVIDER_STAND_INS
      ? env.PROVIDER_STAND_INS === 'true'
      : env.NODE_ENV === 'development' && !providerKeys.some((name) => env[name] !== undefined),
    exchangeRates: env.EXCHANGE_RATES_APP_ID ? { baseUrl: env.EXCHANGE_RATES_BASE_URL.replace(/\/$/, ''), appId: env.EXCHANGE_RATES_APP_ID } : null,
    webhooks: { allowLoopback: env.WEBHOOK_ALLOW_LOOPBACK ? env.WEBHOOK_ALLOW_LOOPBACK === 'true' : env.NODE_ENV !== 'production' },
    jobRunner: env.JOB_RUNNER,
    fairShare: {
      pendingPerClient: env.BOOKING_PENDING_PER_CLIENT,
      pendingUnitsPerClient: env.BOOKING_PENDING_UNITS_PER_CLIENT,
      attemptsPer10Minutes: env.BOOKING_ATTEMPTS_PER_10_MINUTES,
      guestConfirmMinutes: env.BOOKING_GUEST_CONFIRM_MINUTES,
    },
    guestLookups: {
      perAddress: env.BOOKING_LOOKUPS_PER_ADDRESS,
      missesPerReference: env.BOOKING_LOOKUP_MISSES_PER_REFERENCE,
      linksPerHour: env.BOOKING_GUEST_LINKS_PER_HOUR,
      floorMs: env.BOOKING_LOOKUP_FLOOR_MS,
    },
    mediaDir: resolve(projectRoot, 'server/assets/media'),
    uploadDir: resolve(projectRoot, env.DATA_DIR, 'uploads'),
    webDistDir: resolve(projectRoot, 'dist/web'),
    webFirstPaintDir: resolve(projectRoot, 'dist/web-ssr'),
  };
}

export class ConfigError extends Error {}

/** Settings that are fine on a laptop and dangerous in production: a production start names them and stops. */
function developmentOnlySettings(env: z.infer<typeof schema>): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (env.SEED === 'auto') problems.push('SEED=auto (it would create the demo accounts, whose password is published): set SEED=never');
  if (!env.DATABASE_URL) problems.push('DATABASE_URL is unset (the embedded PostgreSQL is for development): set DATABASE_URL');
  if (!env.PUBLIC_API_URL) problems.push('PUBLIC_API_URL is unset (links would point at localhost)');
  if (!env.WEB_ORIGIN) problems.push('WEB_ORIGIN is unset (CORS and e-mail links would point at localhost)');
  if (env.PROVIDER_STAND_INS === 'true') problems.push('PROVIDER_STAND_INS=true (payments would go to local stand-ins): unset it');
  return problems;
}

/** A provider is configured whole or not at all: a partial set names what is missing. */
const settingGroups: string[][] = [
  ['MPESA_CONSUMER_KEY', 'MPESA_CONSUMER_SECRET', 'MPESA_SHORTCODE', 'MPESA_PASSKEY'],
  ['MPESA_B2C_INITIATOR', 'MPESA_B2C_SECURITY_CREDENTIAL'],
  ['MOMO_SUBSCRIPTION_KEY', 'MOMO_API_USER', 'MOMO_API_KEY'],
  ['MOMO_DISBURSEMENT_SUBSCRIPTION_KEY', 'MOMO_DISBURSEMENT_API_USER', 'MOMO_DISBURSEMENT_API_KEY'],
  ['AFRICASTALKING_USERNAME', 'AFRICASTALKING_API_KEY'],
];

function incompleteGroups(env: Record<string, unknown>): string[] {
  return settingGroups
    .filter((group) => group.some((name) => env[name] !== undefined) && !group.every((name) => env[name] !== undefined))
    .map((group) => `${group.filter((name) => env[name] === undefined).join(', ')} unset (set all of ${group.join(', ')}, or none)`);
}

/** Reads .env (when present) and the environment; throws a ConfigError naming every bad setting. */
export function loadConfig(overrides: Record<string, string | undefined> = {}): Config {
  const envFile = resolve(projectRoot, '.env');
  if (existsSync(envFile) && !overrides.SKIP_ENV_FILE) process.loadEnvFile(envFile);
  const parsed = schema.safeParse({ ...process.env, ...overrides });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}. See .env.example.`);
  }
  const incomplete = incompleteGroups(parsed.data);
  if (incomplete.length) throw new ConfigError(`Invalid configuration: ${incomplete.join('; ')}. See .env.example.`);
  const unsafe = developmentOnlySettings(parsed.data);
  if (unsafe.length) throw new ConfigError(`NODE_ENV=production refuses development-only settings: ${unsafe.join('; ')}.`);
  return toConfig(parsed.data);
}
