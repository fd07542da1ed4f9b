// Typed documents for the web app, generated from the server's emitted schema.
// Run by `npm run codegen` (and before `build:web`, `dev:web`), so the types are never stale.
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: './schema.graphql',
  documents: ['web/src/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        skipTypename: false,
        scalars: { ID: 'string', DateTimeISO: 'string' },
      },
    },
  },
};

export default config;
