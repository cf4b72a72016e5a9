import { createFirstAdmin, hasAdmin, type FirstAdmin } from '../features/auth/first-admin';
import type { Services } from '../services';
import { ensureSettings } from '../content/settings/settings';
import { type AnySettings } from '../content/settings/settings-config';
import { seedDemoContent } from './demo-seed';
import type { DefinedCollection } from '../content/definition/defined-collection';
import { writeFirstItems } from '../content/definition/first-items';

/**
 * Brings a new installation to life: the default statistics and footer always,
 * and on the very first start (no administrator yet) the first administrator,
 * the defined collections' first items (the team's leaders) and, unless SEED_DEMO=false, the demo content. Later starts change nothing,
 * so content the administrator deleted never comes back.
 */
export async function prepareSite(
  services: Services, settings: readonly AnySettings[], collections: readonly DefinedCollection[] = [],
): Promise<FirstAdmin | null> {
  const { dataSource, config } = services;
  for (const setting of settings) await ensureSettings(dataSource, setting);
  if (await hasAdmin(dataSource)) return null;

  const admin = await createFirstAdmin(dataSource, config);
  await writeFirstItems(dataSource, collections);
  if (config.seedDemo) await seedDemoContent(services);
  return admin;
}
