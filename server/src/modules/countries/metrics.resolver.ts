import { Ctx, Directive, Query, Resolver } from 'type-graphql';
import type { ApiContext } from '../../http/api-context.js';
import { PUBLIC_LISTING_CACHE } from '../../graphql/cache-control.js';
import { Metrics } from './metrics.types.js';

@Resolver(() => Metrics)
export class MetricsResolver {
  @Query(() => Metrics, { description: 'Homepage figures across the marketplace' })
  @Directive(PUBLIC_LISTING_CACHE)
  metrics(@Ctx() ctx: ApiContext): Promise<Metrics> {
    return ctx.services.metrics.overall(ctx);
  }
}
