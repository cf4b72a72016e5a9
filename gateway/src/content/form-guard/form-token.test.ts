import { FORM_TOKEN_MAX_AGE_MS, FORM_TOKEN_MIN_AGE_MS } from '@consultancy/domain';
import { graphql } from '../../../test/graphql';
import { sharedGateway } from '../../../test/harness';
import { isSpamPost } from './form-guard';
import { checkFormToken, issueFormToken } from './form-token';

const api = sharedGateway();
const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('the form token', () => {
  it('is handed out by GET /api/form-token, fresh every time and never stored by a cache', async () => {
    const first = await api().http().get('/api/form-token').expect(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.body).toEqual({ success: true, formToken: expect.stringMatching(/^\d+\.[\w-]{43}$/) });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await api().http().get('/api/form-token').expect(200);
    expect(second.body.formToken).not.toBe(first.body.formToken);
    const issuedAt = Number(first.body.formToken.split('.')[0]);
    expect(Math.abs(issuedAt - Date.now())).toBeLessThan(5_000);
  });

  it('is handed out by the formToken query, never from the GraphQL caches', async () => {
    const tokens: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await graphql(api(), 'query FormToken { formToken }').expect(200);
      tokens.push(response.body.data.formToken);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(new Set(tokens).size).toBe(3);
  });

  it('is valid from 2 s to 2 h after it was issued, and only with the secret it was signed with', () => {
    const now = Date.now();
    const token = issueFormToken(SECRET, now);
    expect(checkFormToken(SECRET, token, now + FORM_TOKEN_MIN_AGE_MS - 1)).toBe('too-fast');
    expect(checkFormToken(SECRET, token, now + FORM_TOKEN_MIN_AGE_MS)).toBe('valid');
    expect(checkFormToken(SECRET, token, now + FORM_TOKEN_MAX_AGE_MS)).toBe('valid');
    expect(checkFormToken(SECRET, token, now + FORM_TOKEN_MAX_AGE_MS + 1)).toBe('expired');
    expect(checkFormToken(`${SECRET}x`, token, now + 5_000)).toBe('forged');
    expect(checkFormToken(SECRET, token.replace(/^\d+/, String(now - 5_000)), now + 5_000)).toBe('forged');
    expect(checkFormToken(SECRET, '', now)).toBe('forged');
  });

  it('judges posts: neither hidden field is a documented client, either one must pass every check', () => {
    const now = Date.now();
    const old = issueFormToken(SECRET, now - 5_000);
    expect(isSpamPost({}, SECRET, now)).toBe(false);
    expect(isSpamPost({ website: null, formToken: null }, SECRET, now)).toBe(false);
    expect(isSpamPost({ website: '', formToken: old }, SECRET, now)).toBe(false);
    expect(isSpamPost({ formToken: old }, SECRET, now)).toBe(false);
    expect(isSpamPost({ website: 'x', formToken: old }, SECRET, now)).toBe(true);
    expect(isSpamPost({ website: '' }, SECRET, now)).toBe(true);
    expect(isSpamPost({ website: '', formToken: issueFormToken(SECRET, now) }, SECRET, now)).toBe(true);
  });
});
