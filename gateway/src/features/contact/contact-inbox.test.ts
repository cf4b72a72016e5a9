import { randomUUID } from 'node:crypto';
import { AuditEntry } from '../../content/audit/audit-entry.entity';
import { LONG_TEXT_MAX } from '../../content/validation/rules';
import { ADMIN, sharedGateway, type TestGateway } from '../../../test/harness';
import { Contact } from './contact.entity';
import { ContactThreadEntryRecord } from './contact-thread-entry.entity';

const gateway = sharedGateway();
let api: TestGateway;
let owner: string;
beforeAll(async () => {
  api = gateway();
  owner = await api.auth();
});

const UNKNOWN_ID = '3f0b2d4e-0000-4000-8000-000000000000';
const PASSWORD = 'kettle violin marsh 93 lantern';

/** A stored contact message, as the form would have left it (`minutesAgo` before now). */
async function aContact(fields: Partial<Contact> = {}, minutesAgo = 60): Promise<Contact> {
  const repo = api.gateway.services.dataSource.getRepository(Contact);
  return repo.save(repo.create({
    firstName: 'Ada', lastName: 'Lovelace', email: `ada-${randomUUID().slice(0, 8)}@analytical.example`, message: 'Can you build our engine?',
    status: 'new', submittedAt: new Date(Date.now() - minutesAgo * 60_000), ...fields,
  }));
}

/** A new administrator with `role`, signed in with its own password. */
async function teamMember(email: string, role: 'owner' | 'editor') {
  const created = await api.http().post('/api/admin/admins').set('Authorization', owner).send({ email, role }).expect(200);
  const first = `Bearer ${(await api.http().post('/api/admin/login').send({ email, password: created.body.oneTimePassword }).expect(200)).body.token}`;
  await api.http().put('/api/admin/password').set('Authorization', first).send({ currentPassword: created.body.oneTimePassword, newPassword: PASSWORD }).expect(200);
  return { id: created.body.admin._id as string, email, auth: first };
}

const thread = async (id: string) => (await api.http().get(`/api/contact/${id}/thread`).set('Authorization', owner).expect(200)).body.thread;
const addNote = (id: string, body: object, auth: string | null = owner) => {
  const call = api.http().post(`/api/contact/${id}/notes`);
  return auth ? call.set('Authorization', auth).send(body) : call.send(body);
};
const assign = (id: string, adminId: string | null, auth = owner) => api.http().put(`/api/contact/${id}/assignee`).set('Authorization', auth).send({ adminId });
const storedEntries = (contactId: string) => api.gateway.services.dataSource.getRepository(ContactThreadEntryRecord).countBy({ contactId });

describe('internal notes', () => {
  it('lists the message, then the notes oldest first, each with its author and time', async () => {
    const contact = await aContact({ message: 'We need a portal.' });
    const first = await addNote(contact.id, { text: '  Called them, voicemail.  ' }).expect(200);
    expect(first.body).toMatchObject({ success: true, message: 'Note added', note: { kind: 'note', text: 'Called them, voicemail.', authorEmail: ADMIN.email, delivery: null } });
    await addNote(contact.id, { text: 'Second try: meeting on Monday.' }).expect(200);

    const { contact: shown, entries } = await thread(contact.id);
    expect(shown).toMatchObject({ _id: contact.id, email: contact.email, assignee: null, status: 'new' });
    expect(entries.map((entry: { kind: string; text: string }) => [entry.kind, entry.text])).toEqual([
      ['message', 'We need a portal.'], ['note', 'Called them, voicemail.'], ['note', 'Second try: meeting on Monday.'],
    ]);
    expect(entries[1].authorEmail).toBe(ADMIN.email);
    expect(new Date(entries[1].at).getTime()).toBeLessThanOrEqual(new Date(entries[2].at).getTime());
  });

  it.each([
    ['empty', { text: '' }, 'text is required'],
    ['blank', { text: ' \n\t ' }, 'text is required'],
    ['too long', { text: 'x'.repeat(LONG_TEXT_MAX + 1) }, `text must be at most ${LONG_TEXT_MAX} characters`],
    ['missing', {}, 'text'],
  ])('refuses an %s note with a 400 and stores nothing', async (_case, body, words) => {
    const contact = await aContact();
    const response = await addNote(contact.id, body).expect(400);
    expect(response.body).toMatchObject({ success: false, message: expect.stringContaining(words) });
    expect(await storedEntries(contact.id)).toBe(0);
  });

  it('refuses visitors (401), editors (403), and an unknown message (404)', async () => {
    const contact = await aContact();
    await addNote(contact.id, { text: 'Anonymous' }, null).expect(401);
    const editor = await teamMember('note.editor@test.local', 'editor');
    await addNote(contact.id, { text: 'By an editor' }, editor.auth).expect(403);
    await api.http().get(`/api/contact/${contact.id}/thread`).expect(401);
    await addNote(UNKNOWN_ID, { text: 'Nobody' }).expect(404);
    await api.http().get(`/api/contact/${UNKNOWN_ID}/thread`).set('Authorization', owner).expect(404);
    expect(await storedEntries(contact.id)).toBe(0);
  });

  it('goes with the message when it is deleted', async () => {
    const contact = await aContact();
    await addNote(contact.id, { text: 'To be deleted' }).expect(200);
    await api.http().delete(`/api/contact/${contact.id}`).set('Authorization', owner).expect(200);
    expect(await storedEntries(contact.id)).toBe(0);
  });
});

describe('assignee', () => {
  let colleague: Awaited<ReturnType<typeof teamMember>>;
  beforeAll(async () => { colleague = await teamMember('colleague@test.local', 'owner'); });

  it('sets and clears who works a message, shows it in the list and the thread, and records it', async () => {
    const contact = await aContact();
    const set = await assign(contact.id, colleague.id).expect(200);
    expect(set.body).toEqual({ success: true, message: 'Assignee updated', contact: { _id: contact.id, assignee: { _id: colleague.id, email: colleague.email } } });
    expect((await thread(contact.id)).contact.assignee).toEqual({ _id: colleague.id, email: colleague.email });

    const mine = await api.http().get(`/api/contact/all?assigneeId=${colleague.id}`).set('Authorization', owner).expect(200);
    expect(mine.body.contacts.map((item: { _id: string }) => item._id)).toEqual([contact.id]);

    await assign(contact.id, null).expect(200);
    expect((await thread(contact.id)).contact.assignee).toBeNull();
    const audit = await api.gateway.services.dataSource.getRepository(AuditEntry).find({ where: { action: 'contact.assigned', targetId: contact.id }, order: { at: 'ASC' } });
    expect(audit.map((entry) => entry.changes)).toEqual([
      [{ field: 'assignee', before: null, after: colleague.email }],
      [{ field: 'assignee', before: colleague.email, after: null }],
    ]);
  });

  it('offers the active owners only, and refuses anyone else with a 400', async () => {
    const editor = await teamMember('assign.editor@test.local', 'editor');
    const gone = await teamMember('gone@test.local', 'owner');
    await api.http().delete(`/api/admin/admins/${gone.id}`).set('Authorization', owner).expect(200);
    const offered = await api.http().get('/api/contact/assignees').set('Authorization', owner).expect(200);
    expect(offered.body.assignees.map((admin: { email: string }) => admin.email)).toEqual(expect.arrayContaining([ADMIN.email, colleague.email]));
    expect(offered.body.assignees.map((admin: { email: string }) => admin.email)).not.toContain(editor.email);

    const contact = await aContact();
    for (const [adminId, words] of [[UNKNOWN_ID, 'no such administrator'], [gone.id, 'no such administrator'], [editor.id, 'cannot read contact messages'], ['not-an-id', 'no such administrator']]) {
      const response = await assign(contact.id, adminId).expect(400);
      expect(response.body).toMatchObject({ success: false, message: expect.stringContaining(words) });
    }
    expect((await thread(contact.id)).contact.assignee).toBeNull();
    await assign(UNKNOWN_ID, colleague.id).expect(404);
    await api.http().put(`/api/contact/${contact.id}/assignee`).send({ adminId: colleague.id }).expect(401);
  });

  it('two owners assigning at once leave one of their choices, the same everywhere', async () => {
    const contact = await aContact();
    const me = (await api.http().get('/api/contact/assignees').set('Authorization', owner).expect(200)).body.assignees
      .find((admin: { email: string }) => admin.email === ADMIN.email)._id as string;
    const answers = await Promise.all([assign(contact.id, me, owner), assign(contact.id, colleague.id, colleague.auth)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const shown = (await thread(contact.id)).contact.assignee._id;
    expect([me, colleague.id]).toContain(shown);
    const listed = (await api.http().get(`/api/contact/all?assigneeId=${shown}`).set('Authorization', owner).expect(200)).body.contacts;
    expect(listed.map((item: { _id: string }) => item._id)).toContain(contact.id);
    const other = shown === me ? colleague.id : me;
    const notListed = (await api.http().get(`/api/contact/all?assigneeId=${other}`).set('Authorization', owner).expect(200)).body.contacts;
    expect(notListed.map((item: { _id: string }) => item._id)).not.toContain(contact.id);
  });
});
