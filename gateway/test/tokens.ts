import jwt from 'jsonwebtoken';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Tokens a protected call must refuse with 401, by what is wrong with them. */
export function refusedTokens(secret: string, subject = '00000000-0000-4000-8000-000000000000') {
  const claims = { sub: subject, email: 'admin@test.local' };
  return {
    'no token': undefined,
    'a malformed token': 'Bearer not-a-jwt',
    'an alg:none token': `Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, exp: Math.floor(Date.now() / 1000) + 3600 })}.`,
    'a token signed with another secret': `Bearer ${jwt.sign(claims, 'not-the-secret', { algorithm: 'HS256', expiresIn: 3600 })}`,
    'a token without an expiry': `Bearer ${jwt.sign(claims, secret, { algorithm: 'HS256' })}`,
    'an expired token': `Bearer ${jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }, secret, { algorithm: 'HS256' })}`,
  } as Record<string, string | undefined>;
}
