// The one Node module the server's first paint uses (app/painted-modules.ts); the web app's types are the browser's.
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<Store> {
    run<Result>(store: Store, callback: () => Result): Result;
    getStore(): Store | undefined;
  }
}
