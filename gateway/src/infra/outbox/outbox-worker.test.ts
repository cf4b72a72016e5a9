import nodemailer from 'nodemailer';
import { sharedGateway } from '../../../test/harness';
import { enqueueEmail, oneLine } from './outbox';
import { OutboxEmail } from './outbox-email.entity';
import { nextMailAttempt } from './mail-failure';
import { OutboxWorker } from './outbox-worker';
import { In } from 'typeorm';
import { OutboxTemplate } from './outbox-template.entity';
import { enqueueMailing, personalEmail, storeTemplate } from './outbox-templates';

const api = sharedGateway();
const repo = () => api().gateway.services.dataSource.getRepository(OutboxEmail);

/** A real nodemailer transport that builds each message but sends it nowhere, counting what it sent. */
function countingWorker(sent: string[]) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  transport.use('compile', (mail, done) => { sent.push(String(mail.data.subject)); done(); });
  return new OutboxWorker(api().gateway.services.dataSource, transport, 'Site <site@example.com>', () => undefined);
}

beforeEach(async () => {
  await repo().clear();
  await api().gateway.services.dataSource.getRepository(OutboxTemplate).clear();
});

describe('the outbox worker', () => {
  it('tries a temporary failure again after 1, 2, 4 … s, at most 10 minutes apart, for a day', () => {
    const now = Date.now();
    const written = new Date(now);
    expect([1, 2, 3, 4, 10, 11, 30].map((attempts) => nextMailAttempt(attempts, written, now)!.getTime() - now))
      .toEqual([1_000, 2_000, 4_000, 8_000, 512_000, 600_000, 600_000]);
    expect(nextMailAttempt(200, new Date(now - 24 * 3_600_000 + 60_000), now)).toBeNull();
  });

  it('sends each due email once when two workers poll at the same moment', async () => {
    const manager = api().gateway.services.dataSource.manager;
    for (let index = 0; index < 6; index += 1) await enqueueEmail(manager, { recipient: 'team@example.com', subject: `Email ${index}`, text: 'x' });
    const sent: string[] = [];
    const [first, second] = [countingWorker(sent), countingWorker(sent)];
    await Promise.all([first.tick(), second.tick(), first.tick(), second.tick()]);
    await Promise.all([first.tick(), second.tick()]);
    expect(sent.sort()).toEqual(['Email 0', 'Email 1', 'Email 2', 'Email 3', 'Email 4', 'Email 5']);
    expect(await repo().countBy({ attempts: 1 })).toBe(6);
  });

  it('leaves an email claimed by another replica alone until its claim runs out', async () => {
    await enqueueEmail(api().gateway.services.dataSource.manager, { recipient: 'team@example.com', subject: 'Claimed', text: 'x' });
    await repo().update({ subject: 'Claimed' }, { claimedUntil: new Date(Date.now() + 60_000) });
    const sent: string[] = [];
    await countingWorker(sent).tick();
    expect(sent).toEqual([]);
    await repo().update({ subject: 'Claimed' }, { claimedUntil: new Date(Date.now() - 1_000) });
    await countingWorker(sent).tick();
    expect(sent).toEqual(['Claimed']);
  });

  it('drops sent emails after 30 days and keeps the rest', async () => {
    const manager = api().gateway.services.dataSource.manager;
    for (const subject of ['old', 'recent', 'unsent']) await enqueueEmail(manager, { recipient: 'team@example.com', subject, text: 'x' });
    await repo().update({ subject: 'old' }, { sentAt: new Date(Date.now() - 31 * 24 * 3_600_000) });
    await repo().update({ subject: 'recent' }, { sentAt: new Date(Date.now() - 29 * 24 * 3_600_000) });
    await countingWorker([]).prune();
    expect((await repo().find()).map((row) => row.subject).sort()).toEqual(['recent', 'unsent']);
  });

  it('drops a shared email (template) 30 days old once no row names it', async () => {
    const manager = api().gateway.services.dataSource.manager;
    const templates = api().gateway.services.dataSource.getRepository(OutboxTemplate);
    const email = { subject: 'Letter', html: '<p>x</p>', text: 'x', headers: {} };
    const [sentLong, stillSending, recent] = [await storeTemplate(manager, email), await storeTemplate(manager, email), await storeTemplate(manager, email)];
    await enqueueMailing(manager, stillSending, [{ recipient: 'reader@example.com', reference: null, fields: {} }]);
    await templates.update({ id: In([sentLong, stillSending]) }, { createdAt: new Date(Date.now() - 31 * 24 * 3_600_000) });
    await countingWorker([]).prune();
    expect((await templates.find()).map((row) => row.id).sort()).toEqual([stillSending, recent].sort());
  });

  it('fills a shared email with each row\'s fields, escaped in the HTML, leaving other braces alone', () => {
    const template = Object.assign(new OutboxTemplate(), {
      subject: 'Hi', html: '<a href="{{link}}">x</a> {{other}}', text: 'Leave: {{link}}', headers: JSON.stringify({ 'List-Unsubscribe': '<{{link}}>' }),
    });
    expect(personalEmail(template, JSON.stringify({ link: 'https://site.test/u?a=1&b="2"' }))).toEqual({
      subject: 'Hi',
      html: '<a href="https://site.test/u?a=1&amp;b=&quot;2&quot;">x</a> {{other}}',
      text: 'Leave: https://site.test/u?a=1&b="2"',
      headers: { 'List-Unsubscribe': '<https://site.test/u?a=1&b="2">' },
    });
  });

  it('keeps a subject on one line', () => {
    expect(oneLine('New message from Eve\r\nBcc: x@example.com\t!')).toBe('New message from Eve Bcc: x@example.com !');
    expect(oneLine('x'.repeat(400))).toHaveLength(300);
  });
});
