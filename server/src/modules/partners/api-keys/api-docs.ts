// The partner API's documentation page (GET /partner-api/docs), written from the running schema: the
// operations an API key may call (api-key-scope.ts), their arguments and types with the schema's
// descriptions, and an example call of each with curl. No script and no outside asset: one HTML answer
// whose only style is allowed by its hash in the page's own Content-Security-Policy.
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
import { apiKeyOperations } from './api-key-scope.js';
import { API_KEY_PREFIX } from './api-key.service.js';
import { type ExampleCall, exampleCall } from './operation-examples.js';

export interface DocumentedOperation {
  root: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
  example: ExampleCall;
}

const STYLE = `body{font:16px/1.55 system-ui,sans-serif;margin:0;color:#1f2328;background:#fbf8f5}
main{max-width:60rem;margin:0 auto;padding:1.5rem}h1,h2,h3{line-height:1.25}h2{margin-top:2.5rem;border-bottom:1px solid #e6d5c8;padding-bottom:.3rem}
code,pre{font:14px/1.45 ui-monospace,monospace}pre{background:#fff;border:1px solid #e6d5c8;border-radius:6px;padding:.75rem;overflow-x:auto}
section{margin-top:1.75rem}dt{font-weight:600}dd{margin:0 0 .5rem 1rem}.kind{color:#8a4b2a;font-size:.85em;text-transform:uppercase;letter-spacing:.05em}`;

export const DOCS_CONTENT_SECURITY_POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** A shell single-quoted string: the example's JSON body as curl sends it. */
const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The partner operations with an example call each, by root type then name. */
export function documentedOperations(schema: GraphQLSchema): DocumentedOperation[] {
  const allowed = apiKeyOperations(schema);
  return (['query', 'mutation'] as const).flatMap((root) =>
    Object.values(schema.getRootType(root as OperationTypeNode)?.getFields() ?? {})
      .filter((field) => allowed[root].has(field.name))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((field) => ({ root, field, example: exampleCall(root, field, 'readable') })),
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
    return `${description}<p>One of: ${type
      .getValues()
      .map((value) => `<code>${escapeHtml(value.name)}</code>`)
      .join(', ')}</p>`;
  if (isScalarType(type)) return description;
  if (!isObjectType(type) && !isInputObjectType(type)) return description;
  const fields = Object.values(type.getFields()).map(
    (field) => `<dt><code>${escapeHtml(field.name)}: ${escapeHtml(String(field.type))}</code></dt><dd>${escapeHtml(field.description ?? '')}</dd>`,
  );
  return `${description}<dl>${fields.join('')}</dl>`;
}

function describeOperation({ root, field, example }: DocumentedOperation, endpoint: string): string {
  const args = field.args.map(
    (arg) => `<dt><code>${escapeHtml(arg.name)}: ${escapeHtml(String(arg.type))}</code></dt><dd>${escapeHtml(arg.description ?? '')}</dd>`,
  );
  const body = JSON.stringify({ query: example.query, variables: example.variables });
  const curl = `curl ${endpoint} \\\n  -H 'Authorization: Bearer $PARTNER_API_KEY' \\\n  -H 'Content-Type: application/json' \\\n  --data ${shellQuote(body)}`;
  return `<section id="${root}-${escapeHtml(field.name)}"><h3><span class="kind">${root}</span> <code>${escapeHtml(field.name)}</code></h3>
<p>${escapeHtml(field.description ?? '')}</p>${args.length ? `<dl>${args.join('')}</dl>` : ''}<p>Returns <code>${escapeHtml(String(field.type))}</code>.</p>
<pre class="example"><code>${escapeHtml(example.query)}</code></pre><pre class="example-variables"><code>${escapeHtml(JSON.stringify(example.variables, null, 2))}</code></pre><pre><code>${escapeHtml(curl)}</code></pre></section>`;
}

export function partnerApiDocsHtml(schema: GraphQLSchema, options: { endpoint: string; requestsPerMinute: number }): string {
  const operations = documentedOperations(schema);
  const list = operations.length
    ? operations.map((operation) => describeOperation(operation, options.endpoint)).join('\n')
    : '<p>No partner operation is published yet.</p>';
  const types = typesUsedBy(operations)
    .map((type) => `<section id="type-${escapeHtml(type.name)}"><h3><code>${escapeHtml(type.name)}</code></h3>${describeType(type)}</section>`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Partner API: Jambo Africa</title><style>${STYLE}</style></head>
<body><main>
<h1>Partner API</h1>
<p>Your own systems (a channel manager, a property management system, a script) can read your bookings and keep your availability and rates up to date through the same GraphQL API the dashboards use, at <code>${escapeHtml(options.endpoint)}</code>.</p>
<h2>Keys</h2>
<p>Create a key in your dashboard under <strong>API keys</strong> and give it a name. The key (it starts with <code>${API_KEY_PREFIX}</code>) is shown once: store it in your system's secret store. Send it with every request as <code>Authorization: Bearer &lt;key&gt;</code>. Revoke a key in the dashboard and it stops working at once.</p>
<ul>
<li>A key acts as your account on your own listings and their bookings only: the operations below. Anything else (your password, your keys, other partners' listings) answers <code>FORBIDDEN</code> or not found.</li>
<li>An unknown or revoked key is answered <code>401</code> with the code <code>UNAUTHENTICATED</code>.</li>
<li>Each key may send ${options.requestsPerMinute} requests a minute; beyond that the answer is <code>429</code> with a <code>Retry-After</code> header (seconds to wait) and the code <code>RATE_LIMITED</code>.</li>
<li>Mutations answer expected failures in <code>userErrors { code field message }</code>; change nothing when they are not empty.</li>
</ul>
<h2>Operations</h2>
${list}
<h2>Types</h2>
${types || '<p>None.</p>'}
</main></body></html>
`;
}
