import { TOKEN_KEY, clearToken, isTokenUsable, readToken, storeToken } from './token';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (claims: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);

describe('isTokenUsable', () => {
  test('accepts a well-formed token whose exp is ahead', () => {
    expect(isTokenUsable(jwt({ sub: '1', exp: NOW / 1000 + 3600 }), NOW)).toBe(true);
  });

  test('refuses an expired token, or one expiring right now', () => {
    expect(isTokenUsable(jwt({ sub: '1', exp: NOW / 1000 - 1 }), NOW)).toBe(false);
    expect(isTokenUsable(jwt({ sub: '1', exp: NOW / 1000 }), NOW)).toBe(false);
  });

  test('refuses missing, malformed and exp-less tokens', () => {
    expect(isTokenUsable(null, NOW)).toBe(false);
    expect(isTokenUsable('', NOW)).toBe(false);
    expect(isTokenUsable('not-a-jwt', NOW)).toBe(false);
    expect(isTokenUsable('a.%%%.c', NOW)).toBe(false);
    expect(isTokenUsable(jwt({ sub: '1' }), NOW)).toBe(false);
    expect(isTokenUsable(jwt({ exp: 'tomorrow' }), NOW)).toBe(false);
  });

  test('reads base64url payloads with - and _', () => {
    // A claim whose base64 encoding contains '+' or '/' becomes '-' or '_' in a JWT.
    const token = jwt({ exp: NOW / 1000 + 60, name: '>>>???' });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(isTokenUsable(token, NOW)).toBe(true);
  });
});

test('the token is kept in local storage under "token"', () => {
  storeToken('abc');
  expect(localStorage.getItem(TOKEN_KEY)).toBe('abc');
  expect(TOKEN_KEY).toBe('token');
  expect(readToken()).toBe('abc');
  clearToken();
  expect(readToken()).toBeNull();
});
