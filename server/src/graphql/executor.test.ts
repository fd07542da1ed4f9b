// Compiled operations are kept per operation, at most MAX_OPERATIONS of them, the least recently used going first: an
// operation compiled again has a new cache policy, one kept has the same.
import type { GatewayExecutor } from '@apollo/server-gateway-interface';
import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { jitGateway } from './executor.js';

const schema = buildSchema('type Query { hello: String }');
const MAX_OPERATIONS = 500;

async function policies() {
  const { gateway } = jitGateway(schema, () => false);
  const { executor } = await gateway.load({} as Parameters<typeof gateway.load>[0]);
  return async (index: number) => {
    const source = `query Greeting${index} { hello }`;
    let policy: unknown;
    await executor!({
      source,
      document: parse(source),
      context: {},
      request: { operationName: `Greeting${index}`, variables: {} },
      overallCachePolicy: { replace: (replaced: unknown) => (policy = replaced) },
    } as unknown as Parameters<GatewayExecutor>[0]);
    return policy;
  };
}

describe('jitGateway', () => {
  it('keeps at most MAX_OPERATIONS compiled operations, forgetting the least recently used first', async () => {
    const run = await policies();
    const first = await run(0);
    const second = await run(1);
    for (let index = 2; index < MAX_OPERATIONS; index++) await run(index);
    expect(await run(0)).toBe(first);
    await run(MAX_OPERATIONS);
    expect(await run(0)).toBe(first);
    expect(await run(1)).not.toBe(second);
  });
});
