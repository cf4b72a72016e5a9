import { CONTACT_FAILURE_MESSAGE, CONTACT_SUCCESS_MESSAGE, contactInput, EMPTY_CONTACT, validateContact } from './contact-form';

describe('the contact form', () => {
  test('first name, last name, email and message are required; phone and company are not', () => {
    expect(Object.keys(validateContact(EMPTY_CONTACT)).sort()).toEqual(['email', 'firstName', 'lastName', 'message']);
    expect(validateContact({ ...EMPTY_CONTACT, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', message: 'Hello' })).toEqual({});
  });

  test('blank-only values count as empty and the email must look like an address', () => {
    const errors = validateContact({ ...EMPTY_CONTACT, firstName: '  ', lastName: 'L', email: 'not-an-email', message: 'Hi' });
    expect(errors.firstName).toBe('Please enter your first name.');
    expect(errors.email).toBe('Please enter a valid email address.');
  });

  test('the input is trimmed and carries source contact_form', () => {
    expect(contactInput({ firstName: ' Ada ', lastName: 'Lovelace', email: ' ada@example.com ', phone: '', company: ' ACME ', message: ' Hi ' })).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '',
      company: 'ACME',
      message: 'Hi',
      source: 'contact_form',
    });
  });

  test('the notices use the spec wording', () => {
    expect(CONTACT_SUCCESS_MESSAGE).toBe("Message sent successfully! We'll get back to you soon.");
    expect(CONTACT_FAILURE_MESSAGE).toBe('Failed to send message. Please try again.');
  });
});
