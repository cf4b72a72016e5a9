import { ADMIN_TOKEN_STORAGE_KEY } from '@consultancy/domain';

/** The admin's bearer token lives in local storage under 'token' (see docs/screens.md). */
export const TOKEN_KEY = ADMIN_TOKEN_STORAGE_KEY;

export const readToken = (): string | null => (typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY));
export const storeToken = (token: string) => localStorage.setItem(TOKEN_KEY, token);
export const clearToken = () => localStorage.removeItem(TOKEN_KEY);

/** True when the token is a well-formed JWT whose `exp` is still ahead (read on the client, not verified). */
export function isTokenUsable(token: string | null, now = Date.now()): boolean {
  if (!token) return false;
  const [, payload] = token.split('.');
  if (!payload) return false;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof claims.exp === 'number' && claims.exp * 1000 > now;
  } catch {
    return false;
  }
}
