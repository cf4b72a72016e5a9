import type { DataSource, EntityManager } from 'typeorm';
import { recordAudit } from '../../content/audit/audit-record';
import type { Config } from '../../config';
import { repeatEvery, type StopTask } from '../../infra/periodic/repeat-every';
import { createSend, type NewsletterSources } from './newsletter-sends';
import { NewsletterSettings } from './newsletter-settings.entity';

const SITE = 'site';
const EVERY_MS = 30_000;

export async function readNewsletterSettings(manager: EntityManager): Promise<NewsletterSettings> {
  const repo = manager.getRepository(NewsletterSettings);
  // Until the owner first saves it, the defaults (not stored: a read writes nothing).
  const now = new Date();
  return (await repo.findOneBy({ id: SITE })) ?? repo.create({ id: SITE, sendNewPosts: false, since: null, createdAt: now, updatedAt: now });
}

/** Turning it on starts from now: the posts already published are not all sent at once. */
export async function saveNewsletterSettings(manager: EntityManager, sendNewPosts: boolean, now = new Date()): Promise<NewsletterSettings> {
  const settings = await readNewsletterSettings(manager);
  const since = sendNewPosts ? (settings.sendNewPosts ? settings.since : now) : settings.since;
  return manager.getRepository(NewsletterSettings).save(Object.assign(settings, { sendNewPosts, since }));
}

/** Who the audit trail names for a send nobody pressed a button for. */
const AUTOMATIC = { admin: null, clientAddress: '', userAgent: '', requestId: 'newsletter-auto-send' };

/**
 * Sends each post published since the setting was turned on that was never sent. Every replica
 * runs it: a post's first send is unique in the database, so one replica's send commits and
 * the others are refused (CONFLICT), as is a post the owner sent already.
 */
export async function sendNewPosts(dataSource: DataSource, config: Config, sources: NewsletterSources): Promise<number> {
  const settings = await readNewsletterSettings(dataSource.manager);
  if (!settings.sendNewPosts || !settings.since || !config.mail.smtpUrl) return 0;
  let sent = 0;
  for (const postId of await sources.publishedSince(dataSource, settings.since)) {
    try {
      await createSend(dataSource, config, sources, { postId }, { id: null, email: '' },
        (manager, send) => recordAudit(manager, AUTOMATIC, 'newsletter.sent', { kind: 'blog', id: send.postId, label: send.subject }));
      sent += 1;
    } catch (error) {
      if ((error as { extensions?: { code?: string } }).extensions?.code !== 'CONFLICT') throw error;
    }
  }
  return sent;
}

export function startAutoSends(dataSource: DataSource, config: Config, sources: NewsletterSources, warn: (message: string) => void): StopTask {
  return repeatEvery(EVERY_MS, 'Emailing new posts to subscribers', () => sendNewPosts(dataSource, config, sources), warn);
}
