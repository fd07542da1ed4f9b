// The settings the server reads (server/src/config.ts), the ones .env.example offers and the README's table are
// the same list, with the same defaults: copying .env.example to .env changes nothing until a line is edited.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot, settingDefaults } from '../../server/src/config.js';

const defaults = settingDefaults();
const read = (file: string) => readFileSync(resolve(projectRoot, file), 'utf8');

/** `NAME=value` lines of .env.example, commented out (an example) or not (in force once copied). */
const exampleLines = read('.env.example')
  .split('\n')
  .map((line) => /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line))
  .filter((match) => match !== null)
  .map(([, comment, name, value]) => ({ name: name!, value: value!, inForce: !comment }));

/** The README's settings table: each row's names and its default cell (one default per name when they are listed). */
const readmeRows = read('README.md')
  .split('\n')
  .filter((line) => /^\| `[A-Z]/.test(line))
  .map((line) => {
    const [names, cell] = line.split(' | ');
    return { names: [...names!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!), cell: cell!.replaceAll('`', '') };
  });

describe('settings', () => {
  it('are the same list in the config reader, .env.example and the README', () => {
    const names = Object.keys(defaults).sort();
    expect([...new Set(exampleLines.map((line) => line.name))].sort()).toEqual(names);
    expect(readmeRows.flatMap((row) => row.names).sort()).toEqual(names);
  });

  it('.env.example shows each default, and a line in force is the default', () => {
    for (const [name, value] of Object.entries(defaults)) {
      const lines = exampleLines.filter((line) => line.name === name);
      for (const line of lines.filter((line) => line.inForce)) expect(line.value, name).toBe(value);
      if (value !== undefined)
        expect(
          lines.map((line) => line.value),
          name,
        ).toContain(value);
    }
  });

  it('the README gives each default', () => {
    for (const { names, cell } of readmeRows) {
      const cells = names.length > 1 && cell.includes(', ') ? cell.split(', ') : names.map(() => cell);
      names.forEach((name, i) => {
        const value = defaults[name];
        if (value === undefined) expect(cells[i], name).toMatch(/^unset/);
        else expect(cells[i]!.startsWith(value), `${name}: ${cells[i]} should start with ${value}`).toBe(true);
      });
    }
  });
});
