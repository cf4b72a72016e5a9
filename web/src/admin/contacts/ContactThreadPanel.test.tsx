import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router-dom';
import { ContactThreadPanel } from './ContactThreadPanel';
import { AddContactNoteMutation, AssignContactMutation, ContactAssigneesQuery, ContactThreadQuery, SendContactReplyMutation } from './inbox-documents';

jest.setTimeout(30_000);

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (exp: number) => `${base64url({ alg: 'HS256' })}.${base64url({ sub: '1', exp, email: 'owner@example.com' })}.sig`;

const ID = '11111111-1111-4111-8111-111111111111';
const OWNER = { __typename: 'ContactAssignee' as const, id: 'a1', email: 'owner@example.com' };
const COLLEAGUE = { __typename: 'ContactAssignee' as const, id: 'a2', email: 'colleague@example.com' };
const entry = (fields: object) => ({ __typename: 'ContactThreadEntry' as const, authorEmail: 'owner@example.com', delivery: null, at: '2026-11-20T10:00:00.000Z', ...fields });
const MESSAGE = entry({ id: ID, kind: 'message', text: 'Can you build our portal?', authorEmail: 'ada@example.com' });

const thread = (entries: object[], assignee: object | null = null) => ({
  data: { contactThread: { __typename: 'ContactThread', contact: { __typename: 'Contact', id: ID, status: 'new', firstReplyAt: null, assignee }, entries: [MESSAGE, ...entries] } },
});
const threadMock = (entries: object[], assignee: object | null = null) => ({ request: { query: ContactThreadQuery, variables: { id: ID } }, result: thread(entries, assignee) });

function renderPanel(mocks: object[]) {
  render(
    <MockedProvider mocks={[{ request: { query: ContactAssigneesQuery }, result: { data: { contactAssignees: [OWNER, COLLEAGUE] } } }, ...mocks] as never}>
      <SnackbarProvider>
        <MemoryRouter>
          <ContactThreadPanel contactId={ID} email="ada@example.com" />
        </MemoryRouter>
      </SnackbarProvider>
    </MockedProvider>,
  );
}

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLTextAreaElement;
const type = (name: string, text: string) => fireEvent.change(box(name), { target: { value: text } });
const click = (name: string) => act(async () => { fireEvent.click(screen.getByRole('button', { name })); });

beforeEach(() => {
  localStorage.setItem('token', jwt(Math.floor(Date.now() / 1000) + 3600));
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe("a contact message's notes and replies", () => {
  it('adds a note: it shows in the thread with its author, and the box empties', async () => {
    const note = entry({ id: 'n1', kind: 'note', text: 'Called, no answer.' });
    renderPanel([
      threadMock([]),
      { request: { query: AddContactNoteMutation, variables: { id: ID, input: { text: 'Called, no answer.' } } }, result: { data: { addContactNote: { __typename: 'ContactThreadEntry', id: 'n1' } } } },
      threadMock([note]),
    ]);
    expect(await screen.findByText('No notes or replies yet.')).toBeTruthy();
    type('Internal note', '  Called, no answer.  ');
    await click('Add note');
    expect(await screen.findByText('Note added')).toBeTruthy();
    const shown = within(await screen.findByRole('list', { name: 'Notes and replies' }));
    expect(shown.getByText('Called, no answer.')).toBeTruthy();
    expect(shown.getByText(/owner@example\.com/)).toBeTruthy();
    expect(box('Internal note').value).toBe('');
  });

  it('sends a reply and shows it queued', async () => {
    const reply = entry({ id: 'r1', kind: 'reply', text: 'Happy to help.', delivery: 'queued' });
    renderPanel([
      threadMock([]),
      { request: { query: SendContactReplyMutation, variables: { id: ID, input: { text: 'Happy to help.' } } }, result: { data: { sendContactReply: { __typename: 'ContactThreadEntry', id: 'r1' } } } },
      threadMock([reply]),
    ]);
    await screen.findByText('No notes or replies yet.');
    expect(screen.getByText('Emailed to ada@example.com, with their message quoted.')).toBeTruthy();
    type('Reply', 'Happy to help.');
    await click('Send reply');
    expect(await screen.findByText('Reply queued for sending')).toBeTruthy();
    expect(await screen.findByText('Happy to help.')).toBeTruthy();
    expect(screen.getByText('Queued')).toBeTruthy();
    expect(box('Reply').value).toBe('');
  });

  it('keeps the typed reply when the server refuses it, and the typed note when the network fails', async () => {
    renderPanel([
      threadMock([]),
      {
        request: { query: SendContactReplyMutation, variables: { id: ID, input: { text: 'Hello again' } } },
        result: { errors: [new GraphQLError('Replies need SMTP_URL to be set on the server (docs/configuration.md).', { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
      { request: { query: AddContactNoteMutation, variables: { id: ID, input: { text: 'Remember to call' } } }, error: new Error('Failed to fetch') },
    ]);
    await screen.findByText('No notes or replies yet.');
    type('Reply', 'Hello again');
    await click('Send reply');
    expect(await screen.findByText('Failed to send the reply: Replies need SMTP_URL to be set on the server (docs/configuration.md).')).toBeTruthy();
    expect(box('Reply').value).toBe('Hello again');

    type('Internal note', 'Remember to call');
    await click('Add note');
    expect(await screen.findByText('Failed to add the note')).toBeTruthy();
    expect(box('Internal note').value).toBe('Remember to call');
    expect(screen.getByText('No notes or replies yet.')).toBeTruthy();
    // Kept in the browser too: a reload offers it back.
    expect(Object.keys(localStorage).filter((key) => key.startsWith('draft:'))).toHaveLength(2);
  });

  it('assigns the message to a colleague', async () => {
    renderPanel([
      threadMock([]),
      { request: { query: AssignContactMutation, variables: { id: ID, adminId: 'a2' } }, result: { data: { assignContact: { __typename: 'Contact', id: ID, assignee: COLLEAGUE } } } },
    ]);
    await screen.findByText('No notes or replies yet.');
    const select = screen.getByRole('combobox', { name: 'Assigned to' });
    expect(select.textContent).toBe('Nobody');
    fireEvent.mouseDown(select);
    await act(async () => { fireEvent.click(await screen.findByRole('option', { name: 'colleague@example.com' })); });
    expect(await screen.findByText('Assignee updated')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Assigned to' }).textContent).toBe('colleague@example.com');
  });
});
