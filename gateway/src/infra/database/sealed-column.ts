import type { ValueTransformer } from 'typeorm';
import { derivedKey, isSealed, openText, sealText } from '../crypto/sealed-text';

/** The server secrets (JWT_SECRET) of the gateways this process runs: one in production, a few in tests. */
const serverSecrets: string[] = [];

/** Makes `serverSecret` the one new values are sealed with (a gateway calls it when it starts). */
export function sealWith(serverSecret: string): void {
  const known = serverSecrets.indexOf(serverSecret);
  if (known >= 0) serverSecrets.splice(known, 1);
  serverSecrets.unshift(serverSecret);
}

/**
 * A text column kept sealed in the database (AES-256-GCM under a key derived from JWT_SECRET
 * for `purpose`), while the entity holds it in the clear: the code that uses it is unchanged.
 * A value that is sealed already (a backup's, restored) is written as it is; a process that
 * knows no server secret (the backup CLI) reads and writes sealed values as they are, so a
 * backup holds them sealed. One sealed with a server secret this process does not know (JWT_SECRET
 * changed) stays as it is stored and opens nothing.
 */
export class SealedColumn implements ValueTransformer {
  constructor(private readonly purpose: string) {}

  to(value: string | null | undefined): string | null | undefined {
    if (typeof value !== 'string' || isSealed(value)) return value;
    const [current] = serverSecrets;
    if (!current) throw new Error(`A ${this.purpose} cannot be stored in the clear, and this process has no server secret to seal it with`);
    return sealText(value, derivedKey(current, this.purpose));
  }

  from(value: string | null): string | null {
    if (typeof value !== 'string' || !isSealed(value)) return value;
    for (const secret of serverSecrets) {
      const opened = openText(value, derivedKey(secret, this.purpose));
      if (opened !== null) return opened;
    }
    return value;
  }

  /** The value as the database holds it (a backup keeps it so). */
  stored(value: unknown): unknown {
    return typeof value === 'string' ? this.to(value) : value;
  }
}

/** The sealed columns, each under a key of its own: the entity and the migration that sealed older rows name the same one. */
export const SEALED_COLUMNS = {
  webhookSecret: new SealedColumn('webhooks:signing-secret'),
};
