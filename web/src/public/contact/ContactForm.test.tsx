import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { FORM_TOKEN_PLACEHOLDER, type PostedFormOutcome } from '@consultancy/domain';
import { PublicFormTokenDocument, PublicSubmitContactDocument } from '../../gql/graphql';
import { PostedFormProvider } from '../shared/posted-form';
import { ToastProvider } from '../shared/Toast';
import { noteView } from '../shared/visit-trail';
import { ContactForm } from './ContactForm';
import { CONTACT_FAILURE_MESSAGE, CONTACT_SUCCESS_MESSAGE } from './contact-form';

const TOKEN = `${Date.now()}.signature`;
const input = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '', company: '', message: 'Hello', source: 'contact_form' };

/** The visit the message is expected to carry: none unless a test lands one. */
let visit: unknown = null;
beforeEach(() => {
  sessionStorage.clear();
  visit = null;
});

function renderForm(website: string) {
  const mocks: MockLink.MockedResponse[] = [
    { request: { query: PublicFormTokenDocument }, result: { data: { formToken: TOKEN } } },
    {
      request: {
        query: PublicSubmitContactDocument,
        variables: (sent) => expect(sent).toEqual({ input: { ...input, website, formToken: TOKEN, visit } }) === undefined,
      },
      result: { data: { submitContact: true } },
    },
  ];
  const { container } = render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <ContactForm />
      </ToastProvider>
    </MockedProvider>,
  );
  return container.querySelector<HTMLInputElement>('input[name="website"]')!;
}

function fillAndSend() {
  fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Ada' } });
  fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Lovelace' } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'Hello' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('the contact form against bots', () => {
  it('holds a honeypot people and screen readers never meet, and sends it empty with the form token', async () => {
    const honeypot = renderForm('');
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.autocomplete).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).not.toContain('website');
    fillAndSend();
    expect(await screen.findByText(CONTACT_SUCCESS_MESSAGE, {}, { timeout: 5_000 })).toBeTruthy();
  });

  it("sends the tab's visit with the message (lead attribution)", async () => {
    noteView({ pathname: '/portfolio/x', search: '?utm_source=linkedin&utm_campaign=q3' }, 'https://www.linkedin.com/feed/');
    noteView({ pathname: '/contact', search: '' }, '');
    visit = {
      landingPage: '/portfolio/x', referrer: 'https://www.linkedin.com/feed/', utmSource: 'linkedin', utmMedium: '', utmCampaign: 'q3',
      pages: ['/portfolio/x', '/contact'], secondsSinceLanding: expect.any(Number),
    };
    renderForm('');
    fillAndSend();
    expect(await screen.findByText(CONTACT_SUCCESS_MESSAGE, {}, { timeout: 5_000 })).toBeTruthy();
  });

  it('sends what a bot typed into the honeypot, and shows the same success', async () => {
    const honeypot = renderForm('https://spam.example');
    honeypot.value = 'https://spam.example';
    fillAndSend();
    expect(await screen.findByText(CONTACT_SUCCESS_MESSAGE, {}, { timeout: 5_000 })).toBeTruthy();
  });
});

describe('the contact form without scripts', () => {
  const renderAnswering = (posted: PostedFormOutcome) =>
    render(
      <MockedProvider mocks={[{ request: { query: PublicFormTokenDocument }, result: { data: { formToken: TOKEN } } }]}>
        <PostedFormProvider value={posted}>
          <ToastProvider>
            <ContactForm />
          </ToastProvider>
        </PostedFormProvider>
      </MockedProvider>,
    ).container.querySelector('form')!;

  it('posts to /contact as a plain form, naming itself, with the token the server writes into the page', () => {
    renderForm('');
    const form = document.querySelector('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/contact#contact-form']);
    expect(Object.fromEntries(new FormData(form))).toMatchObject({ formName: 'contact', formToken: FORM_TOKEN_PLACEHOLDER, website: '' });
  });

  it('on the page answering a post refused for its fields, marks them, says it failed and gives back what was typed', () => {
    const typed = { firstName: 'Ada', lastName: '', email: 'ada@example', phone: '', company: 'Analytical', message: 'Hello' };
    const form = renderAnswering({ form: 'contact', source: 'contact_form', ok: false, message: 'lastName is required; email must be a valid email address', values: typed });
    expect(Object.fromEntries(new FormData(form))).toMatchObject(typed);
    expect(screen.getByRole('alert').textContent).toBe(CONTACT_FAILURE_MESSAGE);
    expect(screen.getByText('Please enter your last name.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
  });

  it('on the page answering a post refused for another reason, shows the server\'s reason', () => {
    const typed = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '', company: '', message: 'Hello' };
    renderAnswering({ form: 'contact', source: 'contact_form', ok: false, message: 'Too many requests. Please try again in 40 seconds.', values: typed });
    expect(screen.getByRole('alert').textContent).toBe('Too many requests. Please try again in 40 seconds.');
    expect(screen.getByLabelText(/^Message/)).toHaveProperty('value', 'Hello');
  });

  it('on the page answering a post that was sent, shows the success and empty fields', () => {
    const form = renderAnswering({ form: 'contact', source: 'contact_form', ok: true, message: CONTACT_SUCCESS_MESSAGE, values: {} });
    expect(screen.getByText(CONTACT_SUCCESS_MESSAGE).getAttribute('role')).toBe('status');
    expect((form.elements.namedItem('firstName') as HTMLInputElement).value).toBe('');
  });
});
