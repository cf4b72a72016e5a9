import { SITE_PATHS } from '@consultancy/domain';
import { DEFAULT_REDIRECT_STATUS, REDIRECT_STATUSES } from '@consultancy/domain/redirects';
import { IsIn } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { Required, SingleLine } from '../../content/validation/rules';

@InputType({ description: 'A redirect: the path visitors ask for and where they are sent.' })
export class RedirectInput {
  @Field({ description: `A path of this site, from \`/\`; with a query string it matches only that query (\`/?p=123\`). Not one of the site's own paths, nor below one: ${Object.keys(SITE_PATHS).join(', ')}.` })
  @Required()
  @SingleLine()
  fromPath: string;

  @Field({ description: 'A path of this site (from `/`) or an http(s) URL, without a backslash; never a path another redirect starts from (no chains), nor an old URL of a post or project that leads back (no loops). Another site never gets the visitor\'s query string.' })
  @Required()
  @SingleLine()
  to: string;

  @Field(() => Int, { defaultValue: DEFAULT_REDIRECT_STATUS, description: '301 (moved for good, the default) or 302 (for now).' })
  @IsIn([...REDIRECT_STATUSES], { message: `status must be one of: ${REDIRECT_STATUSES.join(', ')}` })
  status: number;
}
