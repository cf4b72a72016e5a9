/**
 * Access without email: `npm run admin -- reset-password EMAIL` and
 * `npm run admin -- create EMAIL --role owner|editor` (scripts/launch.mjs),
 * run on the machine that holds the site's settings. Each prints a one-time
 * password: signing in with it allows only choosing a new password.
 */
import 'reflect-metadata';
import { ADMIN_ROLES, type AdminRole } from '@consultancy/domain';
import { GraphQLError } from 'graphql';
import { randomUUID } from 'node:crypto';
import type { AuditContext } from './content/audit/audit-record';
import { createAdminAccount, resetAdminPassword, type AccountWithOneTimePassword } from './features/auth/admin-accounts';
import { loadConfig } from './config';
import { openDatabase } from './infra/database/data-source';
import { entities, migrations } from './registry';
import { reasonOf } from './api/errors/reason';

const USAGE = `Usage:
  npm run admin -- reset-password EMAIL            a new one-time password; every session of EMAIL ends; two-factor sign-in off
  npm run admin -- create EMAIL --role ROLE        a new administrator (ROLE: ${ADMIN_ROLES.join(' or ')})
(in the Docker image: node gateway/dist/admin-cli.js reset-password EMAIL | create EMAIL --role ROLE)`;

/** The audit trail names the command line, not an administrator, as who added an account here. */
const COMMAND_LINE: AuditContext = { admin: null, clientAddress: 'command line', userAgent: 'npm run admin', requestId: randomUUID() };

type Command = (dataSource: Parameters<typeof resetAdminPassword>[0]) => Promise<AccountWithOneTimePassword>;

/** The command the arguments name, or null when they name none. */
function commandFor(args: string[]): { run: Command; done: string } | null {
  const [command, email, ...options] = args;
  if (!email || email.startsWith('-')) return null;
  if (command === 'reset-password' && options.length === 0) {
    return { run: (dataSource) => resetAdminPassword(dataSource, email), done: 'Password reset, every session ended' };
  }
  const role = options[0] === '--role' && options.length === 2 ? options[1] : undefined;
  if (command === 'create' && ADMIN_ROLES.includes(role as AdminRole)) {
    return { run: (dataSource) => createAdminAccount(dataSource, email, role as AdminRole, COMMAND_LINE), done: `Administrator created (${role})` };
  }
  return null;
}

async function main(args: string[]): Promise<number> {
  const command = commandFor(args);
  if (!command) {
    console.error(USAGE);
    return 2;
  }
  // This command signs no tokens: a placeholder keeps loadConfig from requiring or writing JWT_SECRET.
  const config = loadConfig({ ...process.env, JWT_SECRET: process.env.JWT_SECRET || 'not-used-by-the-admin-command' });
  const dataSource = await openDatabase(config, { entities, migrations }, () => {});
  try {
    const { admin, oneTimePassword } = await command.run(dataSource);
    console.log(`${command.done}: ${admin.email}\n  one-time password: ${oneTimePassword}\n  Sign in with it at /login; a new password must be chosen at once.`);
    return 0;
  } finally {
    await dataSource.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = reasonOf(error);
    console.error(error instanceof GraphQLError ? `Refused: ${message}` : `Admin command failed: ${message}`);
    process.exit(1);
  },
);
