// SQL by query shape. MikroORM's query builder walks the criteria and writes the SQL anew on every
// call; on a list request that took more CPU than the GraphQL layer. The SQL depends on the shape of
// the criteria (which keys, which operators, how many values), not on the values, so it is written
// once per shape and each later call only puts its own values into the parameters.
export interface Statement {
  sql: string;
  params: readonly unknown[];
}

/** Where a parameter comes from: a value of the caller's input, or a constant the builder added. */
type Slot = { leaf: number } | { constant: unknown };

interface Template {
  sql: string;
  slots: Slot[];
}

type Leaf = string | number;

const MAX_SHAPES = 1000;
const MARKER = '~shape-leaf-';
/** Numbers far from any id, price or page the API accepts. */
const NUMBER_MARKER_BASE = 987_654_000_000_000;

/**
 * The shape of `value` as a key, collecting its strings and numbers (the leaves) in a fixed order.
 * Booleans, null and zero belong to the shape: builders write them differently (`offset 0` is left
 * out). Anything but plain objects, arrays and those (a Date, an entity, a raw fragment) gives null.
 */
function shapeOf(value: unknown, leaves: Leaf[]): string | null {
  if (typeof value === 'string' || (typeof value === 'number' && value !== 0 && Number.isFinite(value))) {
    leaves.push(value);
    return typeof value === 'string' ? 's' : 'n';
  }
  if (value === null || value === undefined || typeof value === 'boolean' || value === 0) return String(value);
  if (Array.isArray(value)) {
    const parts: string[] = [];
    for (const item of value) {
      const part = shapeOf(item, leaves);
      if (part === null) return null;
      parts.push(part);
    }
    return `[${parts.join(',')}]`;
  }
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype || Object.getOwnPropertySymbols(value).length) return null;
  const parts: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    const part = shapeOf(item, leaves);
    if (part === null) return null;
    parts.push(`${JSON.stringify(key)}:${part}`);
  }
  return `{${parts.join(',')}}`;
}

/** `value` with its n-th leaf replaced by `replace(n)`, in the order `shapeOf` collects them. */
function withLeaves(value: unknown, replace: (index: number) => Leaf, counter = { next: 0 }): unknown {
  if (typeof value === 'string' || (typeof value === 'number' && value !== 0 && Number.isFinite(value))) return replace(counter.next++);
  if (Array.isArray(value)) return value.map((item) => withLeaves(item, replace, counter));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withLeaves(item, replace, counter)]));
  return value;
}

const markerFor = (leaves: Leaf[]) => (index: number) => (typeof leaves[index] === 'string' ? `${MARKER}${index}~` : NUMBER_MARKER_BASE + index);

/** Which leaf a parameter is, when it is a marker as it was put in. */
function markerIndex(value: unknown, leaves: Leaf[]): number | undefined {
  const index = leaves.findIndex((_, i) => markerFor(leaves)(i) === value);
  return index < 0 ? undefined : index;
}

/** Whether a marker shows anywhere in `value` (written into the SQL, or changed by the builder). */
const holdsMarker = (value: unknown, leaves: Leaf[]): boolean => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return leaves.some((_, i) => text.includes(String(markerFor(leaves)(i))));
};

/** Builds the statement once with a marker in place of each leaf, and reads which parameter each leaf became. */
async function learn(input: object, leaves: Leaf[], build: (input: object) => Promise<Statement> | Statement): Promise<Template | null> {
  const marked = await Promise.resolve()
    .then(() => build(withLeaves(input, markerFor(leaves)) as object))
    .catch(() => null);
  if (!marked || holdsMarker(marked.sql, leaves)) return null;
  const slots: Slot[] = [];
  for (const param of marked.params) {
    const leaf = markerIndex(param, leaves);
    if (leaf !== undefined) slots.push({ leaf });
    else if (holdsMarker(param, leaves)) return null; // a leaf the builder changed: its value would be lost
    else slots.push({ constant: param });
  }
  return { sql: marked.sql, slots };
}

const fill = (template: Template, leaves: Leaf[]): Statement => ({
  sql: template.sql,
  params: template.slots.map((slot) => ('leaf' in slot ? leaves[slot.leaf] : slot.constant)),
});

const sameStatement = (a: Statement, b: Statement) => a.sql === b.sql && JSON.stringify(a.params) === JSON.stringify(b.params);

/** Statements of one entity's queries, remembered by their kind and the shape of their input. */
export class StatementShapes {
  readonly #templates = new Map<string, Template | null>();

  /**
   * The statement `build` would give for `input`; `kind` names what else the statement depends on
   * (the query's purpose, its order). A shape seen for the first time is built both with
   * markers and with the real input; the template is kept only when filling it in reproduces the
   * builder's own statement exactly, else that shape is always built.
   */
  async statement(kind: string, input: object, build: (input: object) => Promise<Statement> | Statement): Promise<Statement> {
    const leaves: Leaf[] = [];
    const inputShape = shapeOf(input, leaves);
    if (inputShape === null) return build(input);
    const shape = `${kind}\n${inputShape}`;
    const template = this.#templates.get(shape);
    if (template) return fill(template, leaves);
    if (template === null) return build(input);
    const [learned, built] = await Promise.all([learn(input, leaves, build), build(input)]);
    if (this.#templates.size >= MAX_SHAPES) this.#templates.delete(this.#templates.keys().next().value!);
    this.#templates.set(shape, learned && sameStatement(fill(learned, leaves), built) ? learned : null);
    return built;
  }
}
