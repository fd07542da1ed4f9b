import { Args, Ctx, Directive, Query, Resolver } from 'type-graphql';
import { parseArgs } from '../../graphql/arguments.js';
import { PUBLIC_LISTING_CACHE } from '../../graphql/cache-control.js';
import type { ApiContext } from '../../http/api-context.js';
import { SearchSuggestionArgs, SearchSuggestions, searchSuggestionArguments } from './search-suggestions.types.js';

@Resolver(() => SearchSuggestions)
export class SearchSuggestionResolver {
  @Query(() => SearchSuggestions, { description: 'Suggestions for a search box while a traveller types (the same for everyone: cached publicly)' })
  @Directive(PUBLIC_LISTING_CACHE)
  searchSuggestions(@Args() args: SearchSuggestionArgs, @Ctx() ctx: ApiContext): Promise<SearchSuggestions> {
    return ctx.services.searchSuggestions.suggest(ctx, parseArgs(searchSuggestionArguments, args));
  }
}
