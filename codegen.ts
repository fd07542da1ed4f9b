// Typed documents for the web app, generated from the server's emitted schema.
// Run by `npm run codegen` (and before `build:web`, `dev:web`), so the types are never stale.
import type { CodegenConfig } from '@graphql-codegen/cli';

const clientPreset = {
  preset: 'client',
  presetConfig: { fragmentMasking: false },
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    skipTypename: false,
    scalars: { ID: 'string' },
  },
} as const;

/**
 * The admin back office's documents get their own module: the client preset puts every document of a
 * target in one module, and a module shared with the traveller's pages lands in their first chunk.
 */
const adminDocuments = 'web/src/features/admin/**/*.graphql';

const config: CodegenConfig = {
  schema: './schema.graphql',
  ignoreNoDocuments: false,
  generates: {
    'web/src/gql/': { ...clientPreset, documents: ['web/src/**/*.graphql', `!${adminDocuments}`] },
    'web/src/features/admin/gql/': { ...clientPreset, documents: [adminDocuments] },
  },
};

export default config;
