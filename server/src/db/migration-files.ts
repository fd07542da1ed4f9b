// A new migration's name and its place in migrations/index.ts: it runs after every existing migration, so its
// timestamp follows theirs even when some were dated ahead of the clock.
const STAMP = /^Migration(\d{14})/;

const stampOf = (name: string) => STAMP.exec(name)?.[1] ?? '0';

const format = (date: Date) => date.toISOString().replace(/[-T:]|\.\d{3}Z$/g, '');

/** The later of now and one second after the newest existing migration, as MikroORM writes it (yyyyMMddHHmmss, UTC). */
export function nextMigrationStamp(existing: string[], now: Date): string {
  const newest = existing.map(stampOf).sort().at(-1) ?? '0';
  if (format(now) > newest) return format(now);
  const [year, month, day, hour, minute, second] = [0, 4, 6, 8, 10, 12].map((at, i) => Number(newest.slice(at, at + (i ? 2 : 4))));
  return format(new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second! + 1)));
}

/** The migration's class (and file) name with the stamp given. */
export const restamped = (className: string, stamp: string) => className.replace(STAMP, `Migration${stamp}`);

/** migrations/index.ts with the migration imported and appended to the list, after every other. */
export function registerMigration(indexSource: string, className: string): string {
  const imports = [...indexSource.matchAll(/^import .*;$/gm)];
  const lastImport = imports.at(-1)!;
  const afterImports = lastImport.index + lastImport[0].length;
  const withImport = `${indexSource.slice(0, afterImports)}\nimport { ${className} } from './${className}.js';${indexSource.slice(afterImports)}`;
  const end = withImport.lastIndexOf('];');
  return `${withImport.slice(0, end)}  { name: '${className}', class: ${className} },\n${withImport.slice(end)}`;
}
