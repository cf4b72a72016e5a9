import { randomUUID } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { gatewayWithMail } from '../../../test/harness';
import { formFields } from '../../../test/mail';
import { OutboxEmail } from '../../infra/outbox/outbox-email.entity';
import { OutboxTemplate } from '../../infra/outbox/outbox-template.entity';
import { NewsletterSend } from './newsletter-send.entity';
import { Subscription } from './subscription.entity';
import { sendNewPosts } from './newsletter-auto';
import { newsletterSources as registryNewsletterSources } from '../../registry';

/**
 * Posts emailed to subscribers (docs/api.md, "Newsletter sends"), with a real SMTP server:
 * only confirmed, active subscriptions get the email, once; it carries the RFC 8058 headers
 * whose one-click POST unsubscribes; a post is sent once unless confirmed again.
 */

const PUBLIC_URL = 'https://www.consultancy.example';

const shared = gatewayWithMail({ PUBLIC_URL, NEWSLETTER_RATE_PER_SECOND: '50' });
let { mail, api, owner } = shared;
// Once the helper's own beforeAll has started them.
beforeAll(() => ({ mail, api, owner } = shared));

const repo = <T extends object>(entity: new () => T) => api.gateway.services.dataSource.getRepository(entity);

/** Subscriptions as they stand after the visitors' own steps (subscribe, confirm, unsubscribe). */
async function subscriptions(emails: string[], fields: Partial<Subscription>): Promise<void> {
  const now = new Date();
  await repo(Subscription).insert(emails.map((email) => ({
    id: randomUUID(), createdAt: now, updatedAt: now, email, source: 'desktop_footer', subscribedAt: now,
    status: 'active' as const, confirmedAt: now, confirmationSentAt: now, ...fields,
  })));
}

let posts = 0;
async function post(fields: Record<string, unknown> = {}): Promise<{ _id: string; slug: string; title: string }> {
  posts += 1;
  const answer = await api.http().post('/api/blog/add').set('Authorization', owner).send({
    title: `Post number ${posts}`,
    content: `<p>Body of post ${posts} with <a href="/portfolio">a link</a> and <img src="/uploads/inline.png" alt="inline"></p>`,
    ...fields,
  }).expect(200);
  // As if a cover had been uploaded (the upload itself is the blog's tests' business).
  await api.gateway.services.dataSource.query('UPDATE blogs SET featuredImage = ? WHERE id = ?', ['/uploads/cover.png', answer.body.blog._id]);
  return answer.body.blog;
}

const send = (body: Record<string, unknown>) => api.http().post('/api/newsletter/sends').set('Authorization', owner).send(body);

async function countsWhenSent(id: string): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { body } = await api.http().get(`/api/newsletter/sends/${id}`).set('Authorization', owner).expect(200);
    if (body.send.status === 'sent' || Date.now() > deadline) return body.send;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A header as it was sent (mailparser folds the List-* headers into one object). */
const header = (received: ParsedMail, name: string) =>
  received.headerLines.find((line) => line.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '') ?? '';
const settled = () => new Promise((resolve) => setTimeout(resolve, 2_500));

describe('newsletter sends', () => {
  it('emails the post to exactly the confirmed, active subscribers, once each, with one-click unsubscribe', async () => {
    const confirmed = ['ann@readers.test', 'bob@readers.test', 'cy@readers.test'];
    await subscriptions(confirmed, {});
    await subscriptions(['waiting@readers.test'], { confirmedAt: null });
    await subscriptions(['gone@readers.test'], { status: 'unsubscribed' });
    await subscriptions(['bot@readers.test'], { status: 'spam' as never, confirmedAt: null });
    const { _id: postId, slug, title } = await post();
    const audience = await api.http().post('/graphql').set('Authorization', owner).send({ query: '{ newsletterAudience }' }).expect(200);
    expect(audience.body.data).toEqual({ newsletterAudience: 3 });

    const answer = await send({ postId }).expect(200);
    expect(answer.body).toMatchObject({ success: true, message: 'Newsletter queued for 3 subscribers', send: { status: 'queued', total: 3, postId, subject: title } });
    expect(answer.body.send._id).toMatch(/^[0-9a-f-]{36}$/);

    for (const address of confirmed) await mail.waitForTo(address, 1, 30_000);
    const counts = await countsWhenSent(answer.body.send._id);
    await settled();
    expect(counts).toMatchObject({ status: 'sent', total: 3, queued: 0, sent: 3, failed: 0, unsubscribedSince: 0 });
    for (const address of confirmed) expect(mail.to(address)).toHaveLength(1);
    for (const address of ['waiting@readers.test', 'gone@readers.test', 'bot@readers.test']) expect(mail.to(address)).toHaveLength(0);

    const [received] = mail.to('ann@readers.test');
    expect(received.subject).toBe(title);
    expect(received.html).toContain(`${PUBLIC_URL}/uploads/cover.png`);
    expect(received.html).toContain(`href="${PUBLIC_URL}/blog/${slug}"`);
    expect(received.html).toContain(`src="${PUBLIC_URL}/uploads/inline.png"`);
    expect(received.html).toContain('style="');
    expect(received.text).toContain('Read it on the web');
    expect(received.text).toContain(`Body of post ${posts}`);
    const { id } = await repo(Subscription).findOneByOrFail({ email: 'ann@readers.test' });
    expect(received.text).toContain(`${PUBLIC_URL}/subscription/unsubscribe?token=${id}.`);
    expect(received.html).toContain(`${PUBLIC_URL}/subscription/unsubscribe?token=${id}.`);
    expect(header(received, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<https:\/\/www\.consultancy\.example(\/api\/subscription\/unsubscribe\?token=\S+)>$/.exec(header(received, 'List-Unsubscribe'));
    expect(oneClick).not.toBeNull();
    expect(oneClick![1]).toContain(id);
    // Each recipient's links are their own.
    expect(mail.to('bob@readers.test')[0].text).not.toContain(id);

    // The mail client's one-click POST (RFC 8058): a form body, no cookie, no sign-in.
    await api.http().post(oneClick![1]).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect((await repo(Subscription).findOneByOrFail({ id })).status).toBe('unsubscribed');
    const after = await api.http().get(`/api/newsletter/sends/${answer.body.send._id}`).set('Authorization', owner).expect(200);
    expect(after.body.send).toMatchObject({ sent: 3, unsubscribedSince: 1 });
  }, 60_000);

  it('sends a post once unless the owner confirms a second send, and a test send does not count', async () => {
    await repo(Subscription).clear();
    await subscriptions(['dee@readers.test'], {});
    const { _id: postId } = await post();

    const test = await send({ postId, test: true, to: 'owner@consultancy.test', subject: 'Draft look' }).expect(200);
    expect(test.body).toMatchObject({ success: true, message: 'Test email queued', send: { test: true, total: 1, subject: 'Draft look' } });
    const [testEmail] = await mail.waitForTo('owner@consultancy.test', 1, 30_000);
    expect(testEmail.subject).toBe('Draft look');
    expect(header(testEmail, 'List-Unsubscribe')).toBe(`<${PUBLIC_URL}/subscription>`);
    expect(mail.to('dee@readers.test')).toHaveLength(0);

    await send({ postId }).expect(200);
    const again = await send({ postId }).expect(409);
    expect(again.body).toMatchObject({ success: false, message: expect.stringContaining('already emailed') });
    await mail.waitForTo('dee@readers.test', 1, 30_000);
    const resent = await send({ postId, confirmResend: true }).expect(200);
    expect(resent.body.send.total).toBe(1);
    await mail.waitForTo('dee@readers.test', 2, 30_000);

    const list = await api.http().get('/api/newsletter/sends').set('Authorization', owner).expect(200);
    expect(list.body.sends.filter((item: { postId: string }) => item.postId === postId).map((item: { test: boolean }) => item.test)).toEqual([false, false, true]);
  }, 60_000);

  it('sends a post once when two first sends of it come at the same moment', async () => {
    await repo(Subscription).clear();
    await subscriptions(['eve@readers.test'], {});
    const { _id: postId } = await post();
    const answers = await Promise.all([send({ postId }), send({ postId }), send({ postId })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await repo(NewsletterSend).countBy({ postId })).toBe(1);
    await mail.waitForTo('eve@readers.test', 1, 30_000);
    await settled();
    expect(mail.to('eve@readers.test')).toHaveLength(1);
  }, 60_000);

  it('refuses what cannot be sent and leaves nothing written', async () => {
    const before = { sends: await repo(NewsletterSend).count(), outbox: await repo(OutboxEmail).count(), templates: await repo(OutboxTemplate).count() };
    const { _id: draft } = await post({ status: 'draft' });
    expect((await send({ postId: draft }).expect(400)).body).toEqual(expect.objectContaining({ success: false, message: 'Only a published post can be emailed to subscribers.' }));
    expect((await send({ postId: randomUUID() }).expect(404)).body.message).toBe('Post not found');
    const { _id: postId } = await post();
    expect((await send({ postId, test: true }).expect(400)).body.message).toBe('to is required for a test send');
    expect((await send({ postId, test: true, to: 'not an address' }).expect(400)).body.success).toBe(false);
    await api.http().post('/api/newsletter/sends').send({ postId }).expect(401);
    await api.http().get('/api/newsletter/sends').expect(401);
    await api.http().get(`/api/newsletter/sends/${randomUUID()}`).set('Authorization', owner).expect(404);
    expect({ sends: await repo(NewsletterSend).count(), outbox: await repo(OutboxEmail).count(), templates: await repo(OutboxTemplate).count() }).toEqual(before);

    const graphqlAnswer = await api.http().post('/graphql').set('Authorization', owner)
      .send({ query: 'mutation($postId: ID!) { sendNewsletter(postId: $postId) { id } }', variables: { postId: draft } }).expect(200);
    expect(graphqlAnswer.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('writes 10,000 recipients in the send\'s transaction, storing the email once, and alerts go before them', async () => {
    await repo(Subscription).clear();
    const emails = Array.from({ length: 10_000 }, (_, index) => `reader${index}@many.test`);
    for (let start = 0; start < emails.length; start += 500) await subscriptions(emails.slice(start, start + 500), {});
    const { _id: postId } = await post();
    const started = Date.now();
    const answer = await send({ postId }).expect(200);
    const elapsed = Date.now() - started;
    expect(answer.body.send.total).toBe(10_000);
    const { templateId } = await repo(NewsletterSend).findOneByOrFail({ id: answer.body.send._id });
    expect(await repo(OutboxEmail).countBy({ templateId })).toBe(10_000);
    expect(await repo(OutboxTemplate).countBy({ id: templateId })).toBe(1);
    const row = await repo(OutboxEmail).findOneByOrFail({ templateId });
    expect(row.text).toBe('');
    expect((row.fields ?? '').length).toBeLessThan(600);
    expect(elapsed).toBeLessThan(30_000);
    console.log(`A send to 10,000 subscribers (${api.kind}): written in ${(elapsed / 1000).toFixed(2)} s`);

    // A new subscriber's confirmation is not stuck behind the 10,000 (the rate is 50 a second).
    await api.http().post('/api/subscription/subscribe').set('X-Forwarded-For', '198.51.100.77')
      .send({ email: 'newcomer@readers.test', ...formFields(api.config.jwtSecret) }).expect(200);
    await mail.waitForTo('newcomer@readers.test', 1, 5_000);
    const counts = (await api.http().get(`/api/newsletter/sends/${answer.body.send._id}`).set('Authorization', owner).expect(200)).body.send;
    expect(counts.queued).toBeGreaterThan(9_000);
    await repo(OutboxEmail).delete({ templateId });
  }, 120_000);

  it('sends each new post once when it is published, once the owner turned that on, scheduled posts included', async () => {
    await repo(Subscription).clear();
    await subscriptions(['fay@readers.test'], {});
    const before = await post({ title: 'Published before the setting' });
    const off = await api.http().get('/api/newsletter/settings').set('Authorization', owner).expect(200);
    expect(off.body).toMatchObject({ success: true, settings: { sendNewPosts: false, since: null } });
    const on = await api.http().put('/api/newsletter/settings').set('Authorization', owner).send({ sendNewPosts: true }).expect(200);
    expect(on.body).toMatchObject({ success: true, message: 'Newsletter settings saved', settings: { sendNewPosts: true } });

    const now = await post({ title: 'Published after the setting' });
    const scheduled = await post({ title: 'Scheduled post', publishAt: new Date(Date.now() + 1_500).toISOString() });
    const sources = registryNewsletterSources;
    // Each pass (every replica runs one) sends what no pass sent yet: a post's first send is unique.
    expect(await sendNewPosts(api.gateway.services.dataSource, api.config, sources)).toBe(1);
    expect(await sendNewPosts(api.gateway.services.dataSource, api.config, sources)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(await sendNewPosts(api.gateway.services.dataSource, api.config, sources)).toBe(1);
    expect(await sendNewPosts(api.gateway.services.dataSource, api.config, sources)).toBe(0);

    await mail.waitForTo('fay@readers.test', 2, 30_000);
    await settled();
    expect(mail.to('fay@readers.test').map((item) => item.subject).sort()).toEqual([now.title, scheduled.title].sort());
    expect(await repo(NewsletterSend).countBy({ postId: before._id })).toBe(0);
    await api.http().put('/api/newsletter/settings').set('Authorization', owner).send({ sendNewPosts: false }).expect(200);
  }, 60_000);
});
