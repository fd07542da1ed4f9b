// The listening connection's trouble is reported, not swallowed, and never stops the process.
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { LiveBookings } from './live-bookings.js';

/** A port nothing listens on: taken, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('live bookings', () => {
  it('says why it cannot listen, keeps trying, and stops trying once closed', async () => {
    const lines: string[] = [];
    const live = new LiveBookings((line) => lines.push(line));
    await live.start(`postgres://postgres@127.0.0.1:${await closedPort()}/postgres`);
    expect(lines).toEqual([expect.stringMatching(/^Live bookings: cannot listen \(.*ECONNREFUSED.*\); trying again shortly$/)]);
    await live.close();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(lines).toHaveLength(1);
  });
});
