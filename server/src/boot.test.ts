// Stopping never hangs on one part: a part that does not finish is reported and left behind, the rest still stop.
import { describe, expect, it } from 'vitest';
import { stopWithin } from './boot.js';

describe('stopping a part', () => {
  it('goes on after the deadline when the part never finishes, and says which part it was', async () => {
    const lines: string[] = [];
    const started = Date.now();
    await stopWithin({ name: 'the database pool', run: () => new Promise(() => {}) }, 50, (line) => lines.push(line));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(lines).toEqual(['Stopping the database pool took over 0.05 s; going on without it.\n']);
  });

  it('waits for a part that finishes, and keeps quiet when it fails', async () => {
    const lines: string[] = [];
    let stopped = false;
    await stopWithin(
      {
        name: 'the jobs',
        run: async () => {
          stopped = true;
        },
      },
      1000,
      (line) => lines.push(line),
    );
    await stopWithin({ name: 'the services', run: () => Promise.reject(new Error('gone')) }, 1000, (line) => lines.push(line));
    expect(stopped).toBe(true);
    expect(lines).toEqual([]);
  });
});
