import type { EntityManager } from 'typeorm';
import { siteAddress, type Config } from '../../config';
import { asSingleLine } from '../../content/sanitize/control-characters';
import { enqueueEmail } from '../../infra/outbox/outbox';
import { AlertSettings } from './alert-settings.entity';
import type { Contact } from './contact.entity';

const SETTINGS_ID = 'site';

/** What is stored, or the defaults (alerts on, to NOTIFY_EMAIL) before the owner changed anything. */
export async function readAlertSettings(manager: EntityManager): Promise<AlertSettings> {
  const repo = manager.getRepository(AlertSettings);
  return (await repo.findOneBy({ id: SETTINGS_ID })) ?? repo.create({ id: SETTINGS_ID, enabled: true, recipient: '', replyFrom: '' });
}

export const recipientOf = (settings: AlertSettings, config: Config) => settings.recipient || config.mail.notifyEmail || '';

/** Why no alert is sent, in the owner's words; null when alerts go out. */
export function whyNoAlerts(settings: AlertSettings, config: Config): string | null {
  if (!config.mail.smtpUrl) return 'Email alerts need SMTP_URL to be set on the server.';
  if (!settings.enabled) return 'Email alerts are turned off.';
  if (!recipientOf(settings, config)) return 'No recipient: enter one here, or set NOTIFY_EMAIL on the server.';
  return null;
}

/** The panel's contacts screen, on the configured public address. */
const panelLink = (config: Config) => `${siteAddress(config)}/admin/contacts`;

/**
 * Plain text only: what the visitor typed is never read as markup by a mail client. Each
 * field is one labelled line that its value cannot break (a message stored before single-line
 * fields lost their line breaks included); the message, the one text of many lines, comes last.
 */
function alertEmail(contact: Contact, config: Config) {
  const name = asSingleLine(`${contact.firstName} ${contact.lastName}`).trim();
  const field = (label: string, value: string) => (value ? [`${label}: ${asSingleLine(value)}`] : []);
  const lines = [
    `New message from the contact form.`,
    '',
    `Name: ${name}`,
    ...field('Email', contact.email),
    ...field('Phone', contact.phone),
    ...field('Company', contact.company),
    '',
    'Message:',
    contact.message,
    '',
    `Open it in the panel: ${panelLink(config)}`,
  ];
  return { subject: `New contact message from ${name}`, text: `${lines.join('\n')}\n` };
}

/** Queues the alert for a new message in the message's own transaction, when alerts are on and can be sent. */
export async function queueContactAlert(manager: EntityManager, contact: Contact, config: Config): Promise<void> {
  const settings = await readAlertSettings(manager);
  if (whyNoAlerts(settings, config)) return;
  await enqueueEmail(manager, { recipient: recipientOf(settings, config), ...alertEmail(contact, config) });
}
