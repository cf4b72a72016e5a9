import { ADMIN_TOKEN_STORAGE_KEY } from '@consultancy/domain';

/** The admin's bearer token lives in local storage under 'token' (see docs/screens.md). */
export const TOKEN_KEY = ADMIN_TOKEN_STORAGE_KEY;

export const readToken = (): string | null => (typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY));
export const storeToken = (token: string) => localStorage.setItem(TOKEN_KEY, token);
export const clearToken = () => localStorage.removeItem(TOKEN_KEY);

/** The token's claims, read on the client and not verified; null when it is not a readable JWT. */
function claimsOf(token: string | null): { exp?: unknown; email?: unknown } | null {
  const [, payload] = token?.split('.') ?? [];
  if (!payload) return null;
  try {
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown; email?: unknown };
  } catch {
    return null;
  }
}

/** True when the token is a well-formed JWT whose `exp` is still ahead. */
export function isTokenUsable(token: string | null, now = Date.now()): boolean {
  const exp = claimsOf(token)?.exp;
  return typeof exp === 'number' && exp * 1000 > now;
}

/** The signed-in administrator's email, as the stored token names it. */
export function signedInEmail(): string | null {
  const email = claimsOf(readToken())?.email;
  return typeof email === 'string' ? email : null;
}
