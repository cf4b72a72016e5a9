import type { EntityManager } from 'typeorm';
import { OutboxEmail } from './outbox-email.entity';

interface OutgoingEmail {
  recipient: string;
  subject: string;
  text: string;
  /** The From address; MAIL_FROM when left out. */
  sender?: string;
}

/** One line, at most 300 characters: a subject holds no line breaks, whatever a visitor typed. */
export const oneLine = (text: string, max = 300) => {
  const line = text.replace(/[\r\n\t\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 3)}...` : line;
};

/** Writes an email to the outbox inside `manager`'s transaction: it is sent only if that transaction commits. Answers its id. */
export async function enqueueEmail(manager: EntityManager, email: OutgoingEmail, now = new Date()): Promise<string> {
  const repo = manager.getRepository(OutboxEmail);
  const saved = await repo.save(repo.create({
    recipient: email.recipient,
    subject: oneLine(email.subject),
    text: email.text,
    attempts: 0,
    nextAttemptAt: now,
    claimedUntil: null,
    sentAt: null,
    lastError: '',
    sender: email.sender ?? null,
  }));
  return saved.id;
}
