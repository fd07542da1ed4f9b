// An Apollo Server plugin whose request listeners keep nothing per request: one object of listeners, made once,
// serves every request, where a plugin that builds them in requestDidStart makes a new one per request.
import type { ApolloServerPlugin, BaseContext, GraphQLRequestListener } from '@apollo/server';

/** The plugin answering every request with `listeners`, which must keep no state of their own. */
export function sameListenersPlugin<Context extends BaseContext>(listeners: GraphQLRequestListener<Context>): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return listeners;
    },
  };
}
