// The partner API's documentation page (GET /partner-api/docs, on the API and on the web origin), written from the
// running schema: a quick start from a key to a received webhook, webhooks and their signature, keeping a copy with
// updatedSince, rate limits, the downloads (SDL, and the legacy REST paths' OpenAPI document), then the operations an
// API key may call (api-key-scope.ts) with their arguments, the schema's descriptions and a curl of each. Read by a
// signed-in partner, the examples carry its own ids.
// No script and no outside asset: one HTML answer whose only style is allowed by its hash in its own CSP.
import { createHash } from 'node:crypto';
import {
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isObjectType,
  isScalarType,
  type OperationTypeNode,
} from 'graphql';
import { WEBHOOK_HEADERS } from '../webhooks/webhook-signature.js';
import { DELIVERY_ATTEMPTS } from '../webhooks/webhook.service.js';
import { apiKeyOperations } from './api-key-scope.js';
import { API_KEY_PREFIX, API_KEY_WINDOW_SECONDS } from './api-key.service.js';
import { type ExampleIds, exampleValues } from './docs-examples.js';
import { type ExampleCall, exampleCall } from './operation-examples.js';

const STYLE = `body{font:16px/1.55 system-ui,sans-serif;margin:0;color:#1f2328;background:#fbf8f5}
main{max-width:60rem;margin:0 auto;padding:1.5rem}h1,h2,h3{line-height:1.25}h2{margin-top:2.5rem;border-bottom:1px solid #e6d5c8;padding-bottom:.3rem}
code,pre{font:14px/1.45 ui-monospace,monospace}pre{background:#fff;border:1px solid #e6d5c8;border-radius:6px;padding:.75rem;overflow-x:auto}
section{margin-top:1.75rem}dt{font-weight:600}dd{margin:0 0 .5rem 1rem}.kind{color:#8a4b2a;font-size:.85em;text-transform:uppercase;letter-spacing:.05em}
a{color:#8a4b2a}.note{background:#fff4e5;border-left:4px solid #c8692f;padding:.5rem .75rem}li{margin:.25rem 0}`;

export const DOCS_CONTENT_SECURITY_POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** A shell single-quoted string: the example's JSON body as curl sends it. */
const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

export interface DocumentedOperation {
  root: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
  example: ExampleCall;
}

/** What the page is written for: where the API is, the key's limit, and the reader's own ids (null: placeholders). */
export interface DocsOptions {
  endpoint: string;
  requestsPerMinute: number;
  ids: ExampleIds | null;
  /** Today, YYYY-MM-DD: example dates are the days after it. */
  today: string;
}

/** The partner operations with an example call each, by root type then name. */
export function documentedOperations(
  schema: GraphQLSchema,
  ids: ExampleIds | null = null,
  today = new Date().toISOString().slice(0, 10),
): DocumentedOperation[] {
  const allowed = apiKeyOperations(schema);
  return (['query', 'mutation'] as const).flatMap((root) =>
    Object.values(schema.getRootType(root as OperationTypeNode)?.getFields() ?? {})
      .filter((field) => allowed[root].has(field.name))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((field) => ({ root, field, example: exampleCall(root, field, 'readable', {}, exampleValues(field.name, ids, today)) })),
  );
}

/** The named types the operations take or return, through their fields, skipping the built-in scalars. */
function typesUsedBy(operations: DocumentedOperation[]): GraphQLNamedType[] {
  const seen = new Map<string, GraphQLNamedType>();
  const visit = (type: GraphQLNamedType) => {
    if (seen.has(type.name) || type.name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)) return;
    seen.set(type.name, type);
    if (isObjectType(type)) for (const field of Object.values(type.getFields())) visit(getNamedType(field.type));
    if (isInputObjectType(type)) for (const field of Object.values(type.getFields())) visit(getNamedType(field.type));
  };
  for (const { field } of operations) {
    visit(getNamedType(field.type));
    for (const arg of field.args) visit(getNamedType(arg.type));
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function describeType(type: GraphQLNamedType): string {
  const description = type.description ? `<p>${escapeHtml(type.description)}</p>` : '';
  if (isEnumType(type))
    return `${description}<dl>${type
      .getValues()
      .map((value) => `<dt><code>${escapeHtml(value.name)}</code></dt><dd>${escapeHtml(value.description ?? '')}</dd>`)
      .join('')}</dl>`;
  if (isScalarType(type)) return description;
  if (!isObjectType(type) && !isInputObjectType(type)) return description;
  const fields = Object.values(type.getFields()).map(
    (field) => `<dt><code>${escapeHtml(field.name)}: ${escapeHtml(String(field.type))}</code></dt><dd>${escapeHtml(field.description ?? '')}</dd>`,
  );
  return `${description}<dl>${fields.join('')}</dl>`;
}

/** A curl of the API with the key from the shell's PARTNER_API_KEY: double quotes, so the shell puts the key in. */
export function curlOf(endpoint: string, body: unknown): string {
  return `curl ${endpoint} \\\n  -H "Authorization: Bearer $PARTNER_API_KEY" \\\n  -H "Content-Type: application/json" \\\n  --data ${shellQuote(JSON.stringify(body))}`;
}

function describeOperation({ root, field, example }: DocumentedOperation, endpoint: string): string {
  const args = field.args.map(
    (arg) => `<dt><code>${escapeHtml(arg.name)}: ${escapeHtml(String(arg.type))}</code></dt><dd>${escapeHtml(arg.description ?? '')}</dd>`,
  );
  const curl = curlOf(endpoint, { query: example.query, variables: example.variables });
  return `<section id="${root}-${escapeHtml(field.name)}"><h3><span class="kind">${root}</span> <code>${escapeHtml(field.name)}</code></h3>
<p>${escapeHtml(field.description ?? '')}</p>${args.length ? `<dl>${args.join('')}</dl>` : ''}<p>Returns <code>${escapeHtml(String(field.type))}</code>.</p>
<pre class="example"><code>${escapeHtml(example.query)}</code></pre><pre class="example-variables"><code>${escapeHtml(JSON.stringify(example.variables, null, 2))}</code></pre><pre class="curl"><code>${escapeHtml(curl)}</code></pre></section>`;
}

const code = (text: string) => `<pre><code>${escapeHtml(text)}</code></pre>`;

/** A receiver a partner runs to see its first delivery: Node alone, checking the signature as every receiver should. */
const RECEIVER = `// receiver.mjs: run with  WEBHOOK_SECRET="..." node receiver.mjs
import { createServer } from 'node:http';
import { createHmac, timingSafeEqual } from 'node:crypto';

const secret = process.env.WEBHOOK_SECRET;
createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    const timestamp = request.headers['${WEBHOOK_HEADERS.timestamp}'];
    const expected = Buffer.from('v1=' + createHmac('sha256', secret).update(timestamp + '.' + body).digest('hex'));
    const given = Buffer.from(String(request.headers['${WEBHOOK_HEADERS.signature}']));
    const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
    const valid = fresh && expected.length === given.length && timingSafeEqual(expected, given);
    console.log(valid ? 'verified' : 'REFUSED', request.headers['${WEBHOOK_HEADERS.id}'], body);
    response.writeHead(valid ? 200 : 400).end();
  });
}).listen(8787, () => console.log('Waiting for deliveries on http://localhost:8787/webhooks'));`;

function quickStart(options: DocsOptions): string {
  const first = curlOf(options.endpoint, {
    query: '{ partnerBookings(filter: { size: 5 }) { totalCount nodes { id reference status startDate updatedAt } } }',
  });
  const register = curlOf(options.endpoint, {
    query:
      'mutation ($input: WebhookEndpointCreateInput!) { webhookEndpointCreate(input: $input) { endpoint { id url } secret userErrors { code field message } } }',
    variables: { input: { url: 'http://localhost:8787/webhooks' } },
  });
  const endpointId = options.ids?.webhookEndpoint ?? 'THE_ENDPOINT_ID_FROM_STEP_3';
  const test = curlOf(options.endpoint, {
    query: 'mutation ($id: ID!) { webhookEndpointTest(id: $id) { delivery { eventId status } userErrors { code message } } }',
    variables: { id: endpointId },
  });
  return `<h2 id="quick-start">Quick start: from a key to a received webhook</h2>
<ol>
<li><p>In your dashboard, open <strong>API keys</strong>, give a key a name and create it. Copy it, then keep it in your shell (double quotes, as written):</p>${code('export PARTNER_API_KEY="jambo_pk_..."')}</li>
<li><p>Make a first call: your five latest bookings.</p>${code(first)}<p>An answer with <code>data</code> means the key works; <code>401</code> with <code>UNAUTHENTICATED</code> means the key was not sent or is wrong.</p></li>
<li><p>Register a webhook endpoint. While you try things out on your own computer, a receiver on <code>localhost</code> is allowed (in production the URL must be a public <code>https://</code> address). Copy the <code>secret</code> and the endpoint <code>id</code> from the answer:</p>${code(register)}${code('export WEBHOOK_SECRET="jambo_whsec_..."')}<p>The dashboard's <strong>Webhooks</strong> panel, under API keys, does the same and shows the secret once.</p></li>
<li><p>Start a receiver that checks the signature (Node 18 or later, nothing to install): save this as <code>receiver.mjs</code> and run <code>node receiver.mjs</code>.</p>${code(RECEIVER)}</li>
<li><p>Ask for a test delivery (or press <strong>Send test delivery</strong> in the dashboard). Within seconds the receiver prints <code>verified</code> and a <code>ping</code> event, and the dashboard's delivery log shows it <em>Delivered</em> with the response code.</p>${code(test)}</li>
</ol>
<p>From then on, every booking made, changed or cancelled on your listings, and every change you make to availability, reaches the receiver the same way.</p>`;
}

function webhooksSection(): string {
  const example = {
    id: '5b0f8a3c-1d2e-4f60-9a7b-3c4d5e6f7a8b',
    type: 'booking.created',
    createdAt: '2030-01-01T09:30:00.000Z',
    data: {
      booking: {
        id: '…',
        reference: 'JA-…',
        type: 'hotel',
        listingId: '12',
        listingName: '…',
        status: 'confirmed',
        paymentStatus: 'unpaid',
        startDate: '2030-02-01',
        startTime: null,
        endDate: '2030-02-03',
        partySize: 2,
        units: 1,
        total: { amountMinor: 22000, currency: 'USD' },
        contactName: '…',
        email: '…',
        phone: '…',
      },
    },
  };
  return `<h2 id="webhooks">Webhooks</h2>
<p>Each endpoint receives a <code>POST</code> with a JSON body for every event it asked for: <code>booking.created</code>, <code>booking.modified</code>, <code>booking.cancelled</code>, <code>availability.changed</code> (nights closed, opened or priced, rooms or departures changed), and <code>ping</code> for test deliveries. Events are written in the same transaction as the change: a change that is undone sends nothing, and a change that is kept is never lost.</p>
${code(JSON.stringify(example, null, 2))}
<h3>Headers and signature</h3>
<dl>
<dt><code>Webhook-Id</code></dt><dd>The event's id, the same as <code>id</code> in the body and the same on every attempt: store it and ignore a repeat.</dd>
<dt><code>Webhook-Timestamp</code></dt><dd>When this attempt was signed, in seconds since 1970 (UTC). Refuse one more than five minutes away from your clock.</dd>
<dt><code>Webhook-Signature</code></dt><dd><code>v1=</code> and the hex HMAC-SHA256 of <code>timestamp + "." + body</code> (the raw body, as received), keyed with the endpoint's secret. Compare in constant time.</dd>
</dl>
<h3>Delivery, retries, exactly once</h3>
<p>A <code>2xx</code> answer within 10 seconds accepts the delivery. Anything else (another status, no answer, a refused connection) is tried again after a growing wait (about 3 s, 7 s, 20 s, 1 min, 2.5 min, 7 min, 18 min, 50 min, 2.3 h) up to ${DELIVERY_ATTEMPTS} attempts, then marked failed. Once accepted, an event is never sent to that endpoint again; each attempt is listed in the dashboard's delivery log (status, attempts, response code).</p>
<p>Endpoints must be public <code>https://</code> addresses in production; private networks, loopback and cloud metadata addresses are refused, when the endpoint is added and on every connection.</p>`;
}

/** Every block of code scrolls sideways on a phone: each is focusable, so a keyboard can scroll it too. */
const focusableBlocks = (html: string) => html.replace(/<pre( class="[^"]*")?>/g, '<pre$1 tabindex="0">');

export function partnerApiDocsHtml(schema: GraphQLSchema, options: DocsOptions): string {
  const operations = documentedOperations(schema, options.ids, options.today);
  const list = operations.length
    ? operations.map((operation) => describeOperation(operation, options.endpoint)).join('\n')
    : '<p>No partner operation is published yet.</p>';
  const types = typesUsedBy(operations)
    .map((type) => `<section id="type-${escapeHtml(type.name)}"><h3><code>${escapeHtml(type.name)}</code></h3>${describeType(type)}</section>`)
    .join('\n');
  const yours = options.ids
    ? '<p class="note">The examples below use your own listings, bookings and endpoints: they run as they are.</p>'
    : '<p class="note">Sign in to your dashboard and open this page from there: the examples then use your own ids.</p>';
  const sync = curlOf(options.endpoint, {
    query: 'query ($since: DateTimeISO!) { partnerBookings(filter: { updatedSince: $since, size: 100 }) { nodes { id reference status updatedAt } } }',
    variables: { since: `${options.today}T00:00:00.000Z` },
  });
  return focusableBlocks(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Partner API: Jambo Africa</title><style>${STYLE}</style></head>
<body><main>
<h1>Partner API</h1>
<p>Your own systems (a channel manager, a property management system, a script) can read your bookings, keep your availability and rates up to date, and be told of every change through webhooks, with the same GraphQL API the dashboards use, at <code>${escapeHtml(options.endpoint)}</code>.</p>
${yours}
<nav aria-label="Contents"><ul><li><a href="#quick-start">Quick start</a></li><li><a href="#keys">Keys and limits</a></li><li><a href="#webhooks">Webhooks</a></li><li><a href="#sync">Keeping a copy</a></li><li><a href="#downloads">Downloads</a></li><li><a href="#operations">Operations</a></li><li><a href="#types">Types</a></li></ul></nav>
${quickStart(options)}
<h2 id="keys">Keys and limits</h2>
<p>Create a key in your dashboard under <strong>API keys</strong> and give it a name. The key (it starts with <code>${API_KEY_PREFIX}</code>) is shown once: store it in your system's secret store. Send it with every request as <code>Authorization: Bearer &lt;key&gt;</code>. Revoke a key in the dashboard and it stops working at once.</p>
<ul>
<li>A key acts as your account on your own listings and their bookings only: the operations below. Anything else (your password, your keys, other partners' listings) answers <code>FORBIDDEN</code> or not found.</li>
<li>An unknown or revoked key is answered <code>401</code> with the code <code>UNAUTHENTICATED</code>.</li>
<li>Each key may send ${options.requestsPerMinute} requests a minute. Every answer to a key carries the IETF rate limit fields: <code>RateLimit-Limit</code> (${options.requestsPerMinute}), <code>RateLimit-Remaining</code> (left in this window), <code>RateLimit-Reset</code> (seconds until the window starts afresh) and <code>RateLimit-Policy</code> (<code>${options.requestsPerMinute};w=${API_KEY_WINDOW_SECONDS}</code>). Beyond the limit the answer is <code>429</code> with a <code>Retry-After</code> header (seconds to wait) and the code <code>RATE_LIMITED</code>.</li>
<li>Mutations answer expected failures in <code>userErrors { code field message }</code>; they change nothing when it is not empty. A date range for availability that starts before the listing's today is refused with <code>PAST_DATE</code> on the field <code>from</code>.</li>
</ul>
${webhooksSection()}
<h2 id="sync">Keeping a copy of your bookings</h2>
<p><code>partnerBookings(filter: { updatedSince })</code> returns the bookings changed at or after that moment (made, paid, cancelled, checked in or out), oldest change first. Keep the last <code>updatedAt</code> you read and ask again from it; with webhooks, this is how a system catches up after it was offline.</p>
${code(sync)}
<h2 id="downloads">Downloads</h2>
<ul><li><a href="/partner-api/schema.graphql" download>schema.graphql</a>: the partner part of the schema (SDL), for code generators and editors.</li><li><a href="/api/openapi.json">openapi.json</a>: the legacy REST paths (OpenAPI 3.1), for systems that call REST rather than GraphQL.</li></ul>
<h2 id="operations">Operations</h2>
${list}
<h2 id="types">Types</h2>
${types || '<p>None.</p>'}
</main></body></html>
`);
}
