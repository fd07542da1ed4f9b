// OpenTelemetry traces from HTTP to SQL, only when OTEL_EXPORTER_OTLP_ENDPOINT names a collector: the
// SDK is imported then and only then, before the server's own modules, so an unset endpoint costs nothing.
import { register } from 'node:module';
import type { Config } from '../config.js';

export async function startTracing(config: Pick<Config, 'otlpEndpoint'>): Promise<() => Promise<void>> {
  if (!config.otlpEndpoint) return async () => {};
  // ES modules are patched as they load through this hook: only those an instrumentation asks for (pg, http).
  const { createAddHookMessageChannel } = await import('import-in-the-middle');
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);
  const [{ NodeSDK, tracing }, { OTLPTraceExporter }, { HttpInstrumentation }, { PgInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
  ]);
  const exporter = new OTLPTraceExporter({ url: `${config.otlpEndpoint}/v1/traces` });
  const sdk = new NodeSDK({
    serviceName: 'safari-marketplace-api',
    spanProcessors: [new tracing.BatchSpanProcessor(exporter, { scheduledDelayMillis: 1000 })],
    instrumentations: [new HttpInstrumentation(), new PgInstrumentation({ requireParentSpan: true })],
  });
  sdk.start();
  await waitForAllMessagesAcknowledged();
  return () => sdk.shutdown();
}
