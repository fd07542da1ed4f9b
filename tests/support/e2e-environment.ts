// Ports and database of one end-to-end run. Computed once in the runner and inherited by its workers.
import { generousLimits } from './generous-limits.js';
import { darajaSettings } from '../../server/src/stand-ins/mobile-money.js';
import { AFRICASTALKING_CREDENTIALS } from '../../server/src/stand-ins/sms.js';
import { withDatabase } from '../../server/src/db/database-url.js';

export interface E2eEnvironment {
  webUrl: string;
  apiUrl: string;
  /** The port of the M-Pesa (Daraja) stand-in the payment spec starts: the API's port plus one. */
  darajaPort: number;
  /** The port of the Africa's Talking stand-in the payment spec starts: the API's port plus two. */
  smsPort: number;
  /** The port of the webhook receiver the partner webhooks spec starts: the API's port plus three. */
  webhookReceiverPort: number;
  serverEnv: Record<string, string>;
}

export function e2eEnvironment(): E2eEnvironment {
  process.env.E2E_RUN_ID ??= String(Date.now());
  const runId = process.env.E2E_RUN_ID;
  const apiPort = process.env.E2E_API_PORT ?? '4100';
  const webPort = process.env.E2E_WEB_PORT ?? '3100';
  const database: Record<string, string> = process.env.DATABASE_URL
    ? { DATABASE_URL: withDatabase(process.env.DATABASE_URL, `e2e_${runId}`) }
    : { DATA_DIR: `.data/e2e-${runId}` };
  const darajaPort = Number(apiPort) + 1;
  const smsPort = Number(apiPort) + 2;
  return {
    darajaPort,
    smsPort,
    webhookReceiverPort: Number(apiPort) + 3,
    apiUrl: `http://localhost:${apiPort}`,
    webUrl: `http://localhost:${webPort}`,
    serverEnv: {
      ...database,
      PORT: apiPort,
      WEB_PORT: webPort,
      // Development: the browser tests read mails from the dev mailbox, as a developer would.
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PUBLIC_API_URL: `http://localhost:${apiPort}`,
      WEB_ORIGIN: `http://localhost:${webPort}`,
      ...generousLimits,
      // M-Pesa is offered, against the stand-in the mobile-money spec starts (the API asks it only when a traveller pays so).
      ...darajaSettings(`http://127.0.0.1:${darajaPort}`),
      // Text messages go to the Africa's Talking stand-in the same spec starts (while it is down, their jobs fail and retry).
      AFRICASTALKING_BASE_URL: `http://127.0.0.1:${smsPort}`,
      AFRICASTALKING_USERNAME: AFRICASTALKING_CREDENTIALS.username,
      AFRICASTALKING_API_KEY: AFRICASTALKING_CREDENTIALS.apiKey,
    },
  };
}
