import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { oneLine } from './outbox';
import { OutboxEmail } from './outbox-email.entity';
import { OutboxTemplate } from './outbox-template.entity';

export interface EmailTemplate {
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

export interface MailingRecipient {
  recipient: string;
  /** What the email is about, e.g. the subscription's id. */
  reference: string | null;
  /** The values of the template's {{field}} marks for this recipient. */
  fields: Record<string, string>;
}

/** Rows per INSERT: well under SQLite's and MySQL's limits on bound values. */
const CHUNK = 500;

/** Stores an email once for many recipients, in `manager`'s transaction; answers its id. */
export async function storeTemplate(manager: EntityManager, template: EmailTemplate): Promise<string> {
  const repo = manager.getRepository(OutboxTemplate);
  const saved = await repo.save(repo.create({ ...template, subject: oneLine(template.subject), headers: JSON.stringify(template.headers) }));
  return saved.id;
}

/** Queues the template to every recipient in `manager`'s transaction (bulk rows, inserted in chunks). */
export async function enqueueMailing(manager: EntityManager, templateId: string, recipients: readonly MailingRecipient[], now = new Date()): Promise<void> {
  for (let start = 0; start < recipients.length; start += CHUNK) {
    const rows = recipients.slice(start, start + CHUNK).map((item) => ({
      id: randomUUID(), createdAt: now, updatedAt: now, recipient: item.recipient, subject: '', text: '',
      state: 'queued' as const, attempts: 0, nextAttemptAt: now, claimedUntil: null, sentAt: null, lastError: '',
      templateId, fields: JSON.stringify(item.fields), reference: item.reference, bulk: true,
    }));
    await manager.createQueryBuilder().insert().into(OutboxEmail).values(rows).updateEntity(false).execute();
  }
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** `{{name}}` marks replaced by the row's values (escaped where they land in HTML); other braces, say in a post's text, stay. */
const fill = (text: string, fields: Record<string, string>, escape: (value: string) => string = (value) => value) =>
  text.replace(/\{\{(\w+)\}\}/g, (mark, name: string) => (Object.hasOwn(fields, name) ? escape(fields[name]) : mark));

/** The message one outbox row sends from its template. */
export function personalEmail(template: OutboxTemplate, fieldsJson: string | null) {
  const fields = fieldsJson ? (JSON.parse(fieldsJson) as Record<string, string>) : {};
  const headers = Object.fromEntries(Object.entries(JSON.parse(template.headers) as Record<string, string>)
    .map(([name, value]) => [name, oneLine(fill(value, fields), 1000)]));
  return { subject: fill(template.subject, fields), html: fill(template.html, fields, escapeHtml), text: fill(template.text, fields), headers };
}
