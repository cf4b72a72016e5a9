import { createFirstAdmin, hasAdmin, type FirstAdmin } from '../features/auth/first-admin';
import type { Services } from '../services';
import { ensureSettings } from '../content/settings/settings';
import { type AnySettings } from '../content/settings/settings-config';
import { seedDemoContent } from './demo-seed';

/**
 * Brings a new installation to life: the default statistics and footer always,
 * and on the very first start (no administrator yet) the first administrator
 * and, unless SEED_DEMO=false, the demo content. Later starts change nothing,
 * so content the administrator deleted never comes back.
 */
export async function prepareSite(services: Services, settings: readonly AnySettings[]): Promise<FirstAdmin | null> {
  const { dataSource, config } = services;
  for (const setting of settings) await ensureSettings(dataSource, setting);
  if (await hasAdmin(dataSource)) return null;

  const admin = await createFirstAdmin(dataSource, config);
  if (config.seedDemo) await seedDemoContent(services);
  return admin;
}
