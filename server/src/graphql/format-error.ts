import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { DomainError } from '../errors.js';

/** Expected failures keep their code and field; unexpected ones are masked in production. */
export function formatError(isProduction: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof DomainError) {
      return {
        message: original.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code: original.code, ...(original.field && { field: original.field }) },
      };
    }
    const code = formatted.extensions?.code;
    if (isProduction && (code === 'INTERNAL_SERVER_ERROR' || code === undefined) && !(original instanceof GraphQLError))
      return { message: 'Something went wrong on our side. Please try again.', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    return formatted;
  };
}
