import jwt from 'jsonwebtoken';

const ALGORITHM = 'HS256';
const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

/** What a valid token claims: the admin, its email (read by the web client) and the session it belongs to. */
interface TokenClaims {
  adminId: string;
  email: string;
  sessionId: string;
}

export function signAdminToken(claims: TokenClaims, secret: string): string {
  return jwt.sign({ email: claims.email, sid: claims.sessionId }, secret, {
    algorithm: ALGORITHM,
    subject: claims.adminId,
    expiresIn: TOKEN_LIFETIME_SECONDS,
  });
}

/**
 * The algorithm is pinned so that `alg: none` and tokens signed with another
 * scheme are refused, whatever their header claims.
 */
export function verifyAdminToken(token: string, secret: string): TokenClaims | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: [ALGORITHM] });
    // A token without an expiry would stay valid forever; one without a session could not be ended.
    if (typeof payload === 'string' || !payload.sub || typeof payload.email !== 'string' || typeof payload.exp !== 'number'
      || typeof payload.sid !== 'string') {
      return null;
    }
    return { adminId: payload.sub, email: payload.email, sessionId: payload.sid };
  } catch {
    return null;
  }
}

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
