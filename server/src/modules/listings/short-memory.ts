// What a process keeps of a read for a short while: values by key, each for at most `ttlMs`, at most `max` of them (the
// oldest kept go first). For reads whose answer changes rarely and costs more than the rest of a request.

interface Kept<Value> {
  value: Value;
  until: number;
}

export class ShortMemory<Value> {
  readonly #kept = new Map<string, Kept<Value>>();

  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
    private readonly now = () => Date.now(),
  ) {}

  /** The value kept for `key`, unless it has expired. */
  get(key: string): Value | undefined {
    const kept = this.#kept.get(key);
    if (!kept) return undefined;
    if (kept.until > this.now()) return kept.value;
    this.#kept.delete(key);
    return undefined;
  }

  set(key: string, value: Value): void {
    this.#kept.delete(key);
    this.#kept.set(key, { value, until: this.now() + this.ttlMs });
    // A Map iterates in insertion order: the first key is the oldest kept.
    while (this.#kept.size > this.max) this.#kept.delete(this.#kept.keys().next().value!);
  }
}
