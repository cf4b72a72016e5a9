import { recordAudit } from '../../content/audit/audit-record';
import type { RuleName } from '../../infra/rate-limit/rate-limits';
import type { RequestContext } from '../../api/http/context';
import type { Admin } from './admin.entity';

/** Who is signing in, as the limits see it. */
interface SignInAttempt {
  /** The email tried, in lower case. */
  account: string;
  /** Its account, when there is one. */
  admin: Admin | null;
  /** The id of a valid device token of this account that the client sent; null for an unknown device. */
  deviceId: string | null;
}

type SignInRule = Extract<RuleName, `login${string}`>;

/** Why a sign-in was refused, as the Activity screen shows it: never an address. */
const REASONS: Record<SignInRule, string> = {
  loginPerDevice: 'too many failed attempts from this known device',
  loginPerAccountAndAddress: 'too many failed attempts from one address',
  loginPerAddress: 'too many failed attempts from one address, on any account',
  loginPerAccount: 'too many failed attempts from unknown devices',
};

/**
 * A refused sign-in in the audit trail, once per limit and window: the account and the
 * reason, with no client address (only the browser and the request id).
 */
function recordRefusal(ctx: RequestContext, admin: Admin, rule: SignInRule): Promise<void> {
  return recordAudit(ctx.services.dataSource.manager, { ...ctx, clientAddress: '', admin: { email: admin.email } }, 'login.refused',
    { kind: 'admin', id: admin.id, label: admin.email }, [{ field: 'reason', after: REASONS[rule] }]);
}

/**
 * Counts a sign-in attempt (either step) before anything is checked, and refuses it (429)
 * past its limits. A known device is limited by its own failures alone: however many
 * guesses come from elsewhere, the owner's browser still signs in. An unknown device is
 * limited per account and address, per address, and per account from all unknown devices.
 */
export async function admitSignIn(ctx: RequestContext, attempt: SignInAttempt): Promise<void> {
  const { limits } = ctx.services;
  const { admin } = attempt;
  const refused = (rule: SignInRule) => (admin ? () => recordRefusal(ctx, admin, rule) : undefined);
  if (attempt.deviceId) {
    await limits.admit('loginPerDevice', attempt.deviceId, refused('loginPerDevice'));
    return;
  }
  await limits.admit('loginPerAccountAndAddress', `${attempt.account}|${ctx.clientAddress}`, refused('loginPerAccountAndAddress'));
  await limits.admit('loginPerAddress', ctx.clientAddress, refused('loginPerAddress'));
  await limits.admit('loginPerAccount', attempt.account, refused('loginPerAccount'));
}

/** A completed sign-in clears the counts of its device (known), or of its account and address, and of its address. */
export async function clearSignInCounts(ctx: RequestContext, attempt: SignInAttempt): Promise<void> {
  const { limits } = ctx.services;
  if (attempt.deviceId) await limits.reset('loginPerDevice', attempt.deviceId);
  await limits.reset('loginPerAccountAndAddress', `${attempt.account}|${ctx.clientAddress}`);
  await limits.reset('loginPerAddress', ctx.clientAddress);
}
