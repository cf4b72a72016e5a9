import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes): slow enough to stop guessing offline. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function passwordMatches(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against an account that may not exist, taking as long
 * either way, so response times do not reveal which addresses have accounts.
 */
export async function accountPasswordMatches(hash: string | undefined, password: string): Promise<boolean> {
  decoyHash ??= hashPassword('decoy password for unknown accounts');
  const matches = await passwordMatches(hash ?? (await decoyHash), password);
  return hash !== undefined && matches;
}
