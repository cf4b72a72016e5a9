import jwt from 'jsonwebtoken';
import type { RequestAdmin as AdminIdentity } from '../graphql/context';

const ALGORITHM = 'HS256';
export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

export function signAdminToken(admin: AdminIdentity, secret: string): string {
  return jwt.sign({ email: admin.email }, secret, {
    algorithm: ALGORITHM,
    subject: admin.id,
    expiresIn: TOKEN_LIFETIME_SECONDS,
  });
}

/**
 * The algorithm is pinned so that `alg: none` and tokens signed with another
 * scheme are refused, whatever their header claims.
 */
export function verifyAdminToken(token: string, secret: string): AdminIdentity | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: [ALGORITHM] });
    // A token without an expiry would stay valid forever.
    if (typeof payload === 'string' || !payload.sub || typeof payload.email !== 'string' || typeof payload.exp !== 'number') {
      return null;
    }
    return { id: payload.sub, email: payload.email };
  } catch {
    return null;
  }
}

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
