import { publicRedirects } from '../../content/publishing/redirects';
import type { Services } from '../../services';
import { matchKey, targetKeys } from './redirect-paths';
import type { CandidateRule } from './redirect-rules';

/**
 * Why `rule` would send visitors round in a loop through an item's old URL, or null: its target
 * is a former slug (or the id) of a post or project whose current page is the rule's own
 * from-path, and old URLs answer 301 to the current one.
 */
export async function formerSlugLoop(services: Services, rule: CandidateRule): Promise<string | null> {
  const target = targetKeys(rule.to);
  if (!target) return null;
  const current = await publicRedirects(services.dataSource, services.collections)(target.path);
  if (!current || matchKey(current) !== matchKey(targetKeys(rule.fromPath)!.path)) return null;
  return `${rule.fromPath} → ${rule.to} would make a loop: ${target.path} is a former address of ${current}, and answers with a redirect to it`;
}
