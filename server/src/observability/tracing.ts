// OpenTelemetry traces from HTTP to SQL, only when an OTLP endpoint names a collector: the SDK is imported then and
// only then, before the server's own modules, so an unset endpoint costs nothing. The SDK reads the other OTEL_*
// settings itself, as the OpenTelemetry specification has it (OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES,
// OTEL_EXPORTER_OTLP_HEADERS, OTEL_TRACES_SAMPLER, ...): config.ts reads only whether tracing is on.
import { register } from 'node:module';
import type { Config } from '../config.js';

/** The service's name unless OTEL_SERVICE_NAME (or service.name in OTEL_RESOURCE_ATTRIBUTES) names another. */
const SERVICE_NAME = 'safari-marketplace-api';

export async function startTracing(config: Pick<Config, 'tracing'>): Promise<() => Promise<void>> {
  if (!config.tracing) return async () => {};
  // ES modules are patched as they load through this hook: only those an instrumentation asks for (pg, http).
  const { createAddHookMessageChannel } = await import('import-in-the-middle');
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);
  const [{ NodeSDK, resources, tracing }, { OTLPTraceExporter }, { HttpInstrumentation }, { PgInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
  ]);
  // The endpoint, headers and timeout come from OTEL_EXPORTER_OTLP_[TRACES_]* (a traces endpoint is used as it is).
  const exporter = new OTLPTraceExporter();
  const sdk = new NodeSDK({
    // A default the detected resource (OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES) is merged over, so theirs wins.
    resource: resources.defaultResource().merge(resources.resourceFromAttributes({ 'service.name': SERVICE_NAME })),
    spanProcessors: [new tracing.BatchSpanProcessor(exporter, { scheduledDelayMillis: 1000 })],
    instrumentations: [new HttpInstrumentation(), new PgInstrumentation({ requireParentSpan: true })],
  });
  sdk.start();
  await waitForAllMessagesAcknowledged();
  return () => sdk.shutdown();
}
