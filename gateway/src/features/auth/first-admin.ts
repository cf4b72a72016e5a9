import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import { Admin } from './admin.entity';
import { hashPassword } from './password';

const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

export interface FirstAdmin {
  email: string;
  /** Set only when the password was generated, so it can be shown once. */
  generatedPassword?: string;
}

export async function hasAdmin(dataSource: DataSource): Promise<boolean> {
  return (await dataSource.getRepository(Admin).count()) > 0;
}

/** Creates the first administrator from ADMIN_EMAIL / ADMIN_PASSWORD, or a default one with a random password. */
export async function createFirstAdmin(dataSource: DataSource, config: Pick<Config, 'adminEmail' | 'adminPassword'>): Promise<FirstAdmin> {
  const email = (config.adminEmail ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const generatedPassword = config.adminPassword ? undefined : randomBytes(12).toString('base64url');
  const password = config.adminPassword ?? generatedPassword!;
  const repo = dataSource.getRepository(Admin);
  await repo.save(repo.create({ email, role: 'owner', passwordHash: await hashPassword(password) }));
  return { email, generatedPassword };
}
