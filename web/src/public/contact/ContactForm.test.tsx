import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { PublicFormTokenDocument, PublicSubmitContactDocument } from '../../gql/graphql';
import { ToastProvider } from '../shared/Toast';
import { ContactForm } from './ContactForm';
import { CONTACT_SUCCESS_MESSAGE } from './contact-form';

const TOKEN = `${Date.now()}.signature`;
const input = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '', company: '', message: 'Hello', source: 'contact_form' };

function renderForm(website: string) {
  const mocks: MockLink.MockedResponse[] = [
    { request: { query: PublicFormTokenDocument }, result: { data: { formToken: TOKEN } } },
    {
      request: { query: PublicSubmitContactDocument, variables: { input: { ...input, website, formToken: TOKEN } } },
      result: { data: { submitContact: { success: true, message: CONTACT_SUCCESS_MESSAGE } } },
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

  it('sends what a bot typed into the honeypot, and shows the same success', async () => {
    const honeypot = renderForm('https://spam.example');
    honeypot.value = 'https://spam.example';
    fillAndSend();
    expect(await screen.findByText(CONTACT_SUCCESS_MESSAGE, {}, { timeout: 5_000 })).toBeTruthy();
  });
});
