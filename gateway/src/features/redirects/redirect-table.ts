import type { DataSource } from 'typeorm';
import type { ContentVersion } from '../../infra/database/content-version';
import { findRule, indexRules, isReserved, locationOf, matchKey, type RuleIndex } from './redirect-paths';
import { Redirect } from './redirect.entity';

/** Where a request is sent, and by which rule. */
interface RedirectAnswer {
  id: string;
  status: number;
  location: string;
}

/**
 * The redirect table as this process holds it: every rule in memory, read again only
 * when the content version moved (a redirect write moves it, on any replica: see
 * registry.ts), so a request costs no query of its own; the version itself is read at
 * most once a second (infra/database/content-version.ts).
 */
export class RedirectTable {
  private index: RuleIndex = new Map();
  private loadedVersion: number | undefined;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly version: ContentVersion,
  ) {}

  /** The rule answering `path` with `search` (`?p=1` or ''), or null. */
  async answerFor(path: string, search: string): Promise<RedirectAnswer | null> {
    await this.fresh();
    const found = findRule(this.index, path, search);
    return found ? { id: found.rule.id, status: found.rule.status, location: locationOf(found, search) } : null;
  }

  /** Counts one visitor sent on, in SQL (exact under parallel hits); not a content change, so nothing cached moves. */
  async countHit(id: string): Promise<void> {
    await this.dataSource.query('UPDATE redirects SET hits = hits + 1 WHERE id = ?', [id]);
  }

  private async fresh(): Promise<void> {
    const version = await this.version.current();
    if (version === this.loadedVersion) return;
    this.loading ??= this.load(version).finally(() => { this.loading = undefined; });
    await this.loading;
  }

  private async load(version: number): Promise<void> {
    // Read after the version: a write committed in between is read now and read again at the next version.
    const rules = await this.dataSource.getRepository(Redirect).find({ select: { id: true, fromPath: true, to: true, status: true } });
    // A row written before its path was reserved (or restored from an old backup) never captures one of the site's own links.
    this.index = indexRules(rules.filter((rule) => !isReserved(matchKey(rule.fromPath).split('?')[0])));
    this.loadedVersion = version;
  }
}
