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
    scalars: { ID: 'string', DateTimeISO: 'string' },
  },
} as const;

/**
 * The back offices' documents get modules of their own (admin; partner dashboards): the client preset puts every
 * document of a target in one module, and a module shared with the traveller's pages lands in their first chunk.
 */
const adminDocuments = 'web/src/features/admin/**/*.graphql';
const partnerDocuments = 'web/src/features/{partner-*,backoffice}/**/*.graphql';
/** Fragments every target reads: a mutation's userErrors everywhere. */
const everyTargetFragments = ['web/src/app/user-error.graphql'];
/** Fragments both sides read: a support ticket looks the same to the traveller and to the back office. */
const sharedFragments = ['web/src/features/support/support-ticket-fields.graphql', ...everyTargetFragments];

const config: CodegenConfig = {
  schema: './schema.graphql',
  ignoreNoDocuments: false,
  generates: {
    'web/src/gql/': { ...clientPreset, documents: ['web/src/**/*.graphql', `!${adminDocuments}`, `!${partnerDocuments}`] },
    'web/src/features/admin/gql/': { ...clientPreset, documents: [adminDocuments, ...sharedFragments] },
    'web/src/features/partner-shared/gql/': { ...clientPreset, documents: [partnerDocuments, ...everyTargetFragments] },
  },
};

export default config;
