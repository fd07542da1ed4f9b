// What a process keeps a short while: each value until its time is up, and at most its bound of them.
import { describe, expect, it } from 'vitest';
import { ShortMemory } from './short-memory.js';

describe('ShortMemory', () => {
  it('keeps a value until its time is up', () => {
    let now = 1_000;
    const memory = new ShortMemory<number>(30_000, 10, () => now);
    memory.set('KE baobab', 1);
    now += 29_999;
    expect(memory.get('KE baobab')).toBe(1);
    now += 1;
    expect(memory.get('KE baobab')).toBeUndefined();
  });

  it('keeps at most its bound, forgetting the oldest first', () => {
    const memory = new ShortMemory<string>(30_000, 2);
    memory.set('a', 'first');
    memory.set('b', 'second');
    memory.set('a', 'again');
    memory.set('c', 'third');
    expect(memory.get('b')).toBeUndefined();
    expect(memory.get('a')).toBe('again');
    expect(memory.get('c')).toBe('third');
  });
});
