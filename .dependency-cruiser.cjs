// The walls between the parts (npm run lint:walls): web, server and rest-compat meet only in shared/,
// rest-compat builds on the server's barrel, the providers' stand-ins are plugged in by the process entry alone, nothing
// imports from tests/, and no module reaches itself again through its imports.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-import-loops',
      comment: 'A module may not reach itself through its imports, type-only imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-not-to-server',
      comment: 'The web reads what it shares with the server from shared/, never from server/ or rest-compat/.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(server|rest-compat)/' },
    },
    {
      name: 'server-not-to-web',
      comment: 'The server reads what it shares with the web from shared/, never from web/.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^web/' },
    },
    {
      name: 'server-not-to-rest-compat',
      comment: 'The server does not know its adapters: only the process entry (server/src/main.ts) plugs rest-compat in.',
      severity: 'error',
      from: { path: '^server/src/', pathNot: '^server/src/main\\.ts$' },
      to: { path: '^rest-compat/' },
    },
    {
      name: 'rest-compat-through-the-barrel',
      comment: 'rest-compat builds on what the server exports for it (server/src/index.ts) and nothing deeper.',
      severity: 'error',
      from: { path: '^rest-compat/' },
      to: { path: '^server/', pathNot: '^server/src/index\\.ts$' },
    },
    {
      name: 'stand-ins-only-at-the-entry',
      comment:
        "The providers' stand-ins (server/src/stand-ins/) are for tests and a newcomer's development start: only the process entry plugs them in, the product's modules never reach them.",
      severity: 'error',
      from: { path: '^server/src/', pathNot: '^server/src/(main\\.ts$|stand-ins/)' },
      to: { path: '^server/src/stand-ins/' },
    },
    {
      name: 'product-not-to-tests',
      comment: 'What the product runs lives in the product: nothing outside tests/ imports from it.',
      severity: 'error',
      from: { pathNot: '^tests/' },
      to: { path: '^tests/' },
    },
    {
      name: 'shared-stands-alone',
      comment: 'shared/ holds contracts both sides read: it imports nothing but itself.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { pathNot: '^shared/' },
    },
  ],
  options: {
    // Type-only imports count: they tie modules together for the reader and the compiler all the same.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
