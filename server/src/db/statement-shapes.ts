// Statements compiled once per shape. Building a Kysely query, renaming its properties to columns (the ORM's plugin
// walks the whole tree) and compiling it to SQL cost more than the rest of a list request's own work, and a country
// page asks the same statement over and over with other values. Here a statement's parts (its conditions, its limit)
// are read for their shape, the SQL with every value left out, and their values; the first request of a shape builds
// and compiles the statement with each value replaced by a slot (Kysely's own compile step), and every request runs
// that compiled SQL with its own values in the slots.
import { CompiledQuery, type Compilable, type Expression, type Kysely, type OperationNode, ValueNode } from 'kysely';
import { LRUCache } from 'lru-cache';

/** A statement's parts, by name: the expressions its builder places (conditions, a limit). */
export type StatementParts = Record<string, readonly Expression<unknown>[]>;

/** The place of a part's value in a statement compiled with slots. */
class Slot {
  constructor(readonly index: number) {}
}

interface Compiled {
  sql: string;
  /** Per parameter of the compiled SQL, the index of the request's value it takes, or -1 for a constant of the shape. */
  slots: number[];
  constants: readonly unknown[];
}

/** A value of the statement: a parameter (`sql.lit`'s immediate values are part of its SQL, and of its shape). */
const isParameter = (node: unknown): node is ValueNode => (node as OperationNode | null)?.kind === 'ValueNode' && !(node as ValueNode).immediate;

/**
 * The parts' SQL with each value left out (equal shapes, the same statement), and their values in that order: the
 * nodes written out as JSON would write them, walked by hand (a replacer is called for every key of every node).
 */
function shapeOf(parts: StatementParts): { shape: string; values: unknown[] } {
  const values: unknown[] = [];
  let shape = '';
  const write = (node: unknown): void => {
    if (isParameter(node)) {
      values.push(node.value);
      shape += '"?"';
    } else if (Array.isArray(node)) {
      shape += '[';
      for (const item of node) {
        write(item);
        shape += ',';
      }
      shape += ']';
    } else if (node !== null && typeof node === 'object' && Object.getPrototypeOf(node) === Object.prototype) {
      shape += '{';
      for (const key in node) {
        shape += `${key}:`;
        write((node as Record<string, unknown>)[key]);
        shape += ',';
      }
      shape += '}';
    } else shape += JSON.stringify(node) ?? 'undefined';
  };
  for (const name in parts) {
    shape += `${name}:`;
    write(parts[name]!.map((expression) => expression.toOperationNode()));
  }
  return { shape, values };
}

/** What the parts ask, as a key: their shape and their values (equal keys, the same rows). */
export function partsKey(parts: StatementParts): string {
  const { shape, values } = shapeOf(parts);
  return `${shape}\n${JSON.stringify(values)}`;
}

/** A node with each value replaced by its slot, counted in the order shapeOf reads them. */
function slotted(node: unknown, next: { index: number }): unknown {
  if (isParameter(node)) return ValueNode.create(new Slot(next.index++));
  if (Array.isArray(node)) return Object.freeze(node.map((item) => slotted(item, next)));
  if (node === null || typeof node !== 'object') return node;
  return Object.freeze(Object.fromEntries(Object.entries(node).map(([key, value]) => [key, slotted(value, next)])));
}

function slottedParts<Parts extends StatementParts>(parts: Parts): Parts {
  const next = { index: 0 };
  return Object.fromEntries(
    Object.entries(parts).map(([name, expressions]) => [
      name,
      expressions.map((expression) => {
        const node = slotted(expression.toOperationNode(), next) as OperationNode;
        return { expressionType: undefined, toOperationNode: () => node };
      }),
    ]),
  ) as unknown as Parts;
}

/** The statements of one reader, each compiled once per shape (the `max` shapes most recently used). */
export class StatementShapes {
  readonly #compiled: LRUCache<string, Compiled>;

  constructor(max = 200) {
    this.#compiled = new LRUCache({ max });
  }

  /**
   * The rows of the statement `build` makes of `parts`, run on `db` (the request's connection or transaction). `build`
   * must depend on nothing but its parts and `name`, which tells statements of the same parts apart.
   */
  async execute<DB, Parts extends StatementParts, Row>(db: Kysely<DB>, name: string, parts: Parts, build: (parts: Parts) => Compilable<Row>): Promise<Row[]> {
    const { shape, values } = shapeOf(parts);
    const key = `${name}\n${shape}`;
    let compiled = this.#compiled.get(key);
    if (!compiled) {
      const query = build(slottedParts(parts)).compile();
      compiled = {
        sql: query.sql,
        slots: query.parameters.map((parameter) => (parameter instanceof Slot ? parameter.index : -1)),
        constants: query.parameters,
      };
      this.#compiled.set(key, compiled);
    }
    const { slots, constants } = compiled;
    const parameters = slots.map((slot, index) => (slot < 0 ? constants[index] : values[slot]));
    const result = await db.executeQuery(CompiledQuery.raw(compiled.sql, parameters) as CompiledQuery<Row>);
    return result.rows;
  }
}
