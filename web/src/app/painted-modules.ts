// The modules a server's first paint used beyond the entry (the page's chunk, a dialog painted open...), so the
// painted page can ask for their chunks at once, beside the entry and the libraries, rather than once the libraries
// have arrived and the app has asked for its page (server/src/http/first-paint.ts). Server only: the first paint's
// build (web/vite.config.ts, paintedModules) has every dynamic import of the app go through noteModule.
import { AsyncLocalStorage } from 'node:async_hooks';

const paint = new AsyncLocalStorage<Set<string>>();
const notedNamespaces = new Map<string, Promise<object>>();

/** Runs a first paint, collecting the modules (ids as the browser's build manifest keys them) whose code it ran. */
export async function collectModules<T>(render: () => Promise<T>): Promise<{ result: T; modules: string[] }> {
  const modules = new Set<string>();
  const result = await paint.run(modules, render);
  return { result, modules: [...modules] };
}

const isClass = (value: (...args: unknown[]) => unknown) => /^class\b/.test(Function.prototype.toString.call(value));

/**
 * A dynamically imported module whose functions (its components among them) note the module in the paint that calls
 * them: a module loads once per process, but a component renders in every paint that shows it.
 */
export function noteModule<Namespace extends object>(loading: Promise<Namespace>, module: string): Promise<Namespace> {
  let noted = notedNamespaces.get(module);
  if (!noted) {
    noted = loading.then((namespace) =>
      Object.fromEntries(
        Object.entries(namespace).map(([name, value]) => {
          if (typeof value !== 'function' || isClass(value)) return [name, value];
          const original = value as (...args: unknown[]) => unknown;
          const calledInPaint = Object.assign(function (this: unknown, ...args: unknown[]) {
            paint.getStore()?.add(module);
            return original.apply(this, args);
          }, original);
          return [name, calledInPaint];
        }),
      ),
    );
    notedNamespaces.set(module, noted);
  }
  return noted as Promise<Namespace>;
}
