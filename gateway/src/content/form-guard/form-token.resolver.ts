import type { GraphQLResolveInfo } from 'graphql';
import { Ctx, Info, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../api/http/context';
import { issueFormToken } from './form-token';

interface WithCacheControl {
  cacheControl?: { setCacheHint(hint: { maxAge: number }): void };
}

@Resolver()
export class FormTokenResolver {
  @Query(() => String, {
    description: 'A signed token holding the time it was issued, for the public forms (formToken): fetched when a form is shown, never cached.',
  })
  formToken(@Ctx() ctx: RequestContext, @Info() info: GraphQLResolveInfo): string {
    // maxAge 0: neither the GraphQL response cache nor the answer cache keeps the answer.
    (info as WithCacheControl).cacheControl?.setCacheHint({ maxAge: 0 });
    return issueFormToken(ctx.services.config.jwtSecret);
  }
}
