import type { EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { enqueueEmail, oneLine } from '../../infra/outbox/outbox';
import { badInput } from '../../api/errors/api-error';
import { readAlertSettings } from './contact-alerts';
import type { Contact } from './contact.entity';

/** The From of replies: the owner's choice in the alert settings, or MAIL_FROM. */
const replySender = (replyFrom: string, config: Config) => replyFrom || config.mail.from;

/** A reply is refused before anything is stored when it could never be sent. */
export function ensureRepliesCanBeSent(config: Config): void {
  if (!config.mail.smtpUrl) throw badInput('Replies need SMTP_URL to be set on the server (docs/configuration.md).');
}

/**
 * Plain text: the reply, then the visitor's message quoted as mail clients quote, so the
 * visitor sees what is answered (their form message was no email to reply to).
 */
function replyEmail(contact: Contact, text: string) {
  const quoted = contact.message.split(/\r?\n/).map((line) => `> ${line}`).join('\n');
  const name = oneLine(`${contact.firstName} ${contact.lastName}`);
  return {
    subject: `Re: ${oneLine(contact.message, 60)}`,
    text: `${text}\n\nOn ${contact.submittedAt.toUTCString()}, ${name} wrote:\n${quoted}\n`,
  };
}

/** Queues the reply in `manager`'s transaction (sent once, after it commits); answers the outbox email's id. */
export async function queueReply(manager: EntityManager, contact: Contact, text: string, config: Config): Promise<string> {
  const settings = await readAlertSettings(manager);
  return enqueueEmail(manager, { recipient: contact.email, sender: replySender(settings.replyFrom, config), ...replyEmail(contact, text) });
}
