import { SITE_NAME } from '@consultancy/domain';
import { randomBytes } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { badInput } from '../../api/errors/api-error';
import { Admin } from './admin.entity';
import { RecoveryCode } from './recovery-code.entity';
import { decryptSecret, encryptSecret, hashRecoveryCode } from './two-factor-crypto';
import { forgetCachedSessions } from './sessions';

/** RFC 6238 as every authenticator app reads it by default: SHA-1, 6 digits, 30 seconds. */
const PERIOD_SECONDS = 30;
/** One step either side: a phone clock a little off, or a code typed as it changed. */
const WINDOW_STEPS = 1;
const RECOVERY_CODE_COUNT = 10;
/** 32 letters and digits without i, l, o and 1 (easily mistaken): 5 bits a character, 50 bits a code. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz023456789';

const totpFor = (base32: string, email: string) => new OTPAuth.TOTP({
  issuer: SITE_NAME, label: email, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: OTPAuth.Secret.fromBase32(base32),
});

/** Six digits (spaces allowed, as apps show them): a TOTP code; anything else is taken as a recovery code. */
const totpCodeOf = (code: string) => {
  const digits = code.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
};

export interface TwoFactorSetup { secret: string; otpauthUrl: string; qrCode: string }

/** A new secret, kept (encrypted) until a code proves the app holds it; any earlier unfinished setup is replaced. */
export async function beginSetup(dataSource: DataSource, admin: Admin, jwtSecret: string): Promise<TwoFactorSetup> {
  if (admin.twoFactorEnabled) throw badInput('Two-factor sign-in is on already: turn it off before setting it up again.');
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  await dataSource.getRepository(Admin).update({ id: admin.id }, { twoFactorSecret: encryptSecret(secret, jwtSecret), twoFactorLastStep: null });
  const otpauthUrl = totpFor(secret, admin.email).toString();
  // Made here, not by an outside service: the secret never leaves the site.
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Accepts a TOTP code once: its time step is stored only when later than the last
 * accepted one, in one conditional update, so the same code sent twice (even at once) passes once.
 */
async function acceptTotp(dataSource: DataSource, admin: Admin, code: string, jwtSecret: string, now: number): Promise<boolean> {
  const secret = admin.twoFactorSecret ? decryptSecret(admin.twoFactorSecret, jwtSecret) : null;
  if (!secret) return false;
  const delta = totpFor(secret, admin.email).validate({ token: code, timestamp: now, window: WINDOW_STEPS });
  if (delta === null) return false;
  const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
  const { affected } = await dataSource.createQueryBuilder().update(Admin).set({ twoFactorLastStep: step })
    .where('id = :id', { id: admin.id })
    .andWhere('(twoFactorLastStep IS NULL OR twoFactorLastStep < :step)', { step })
    .execute();
  return affected === 1;
}

/** Uses up a recovery code: marked used in one conditional update, so it works once. */
async function acceptRecoveryCode(dataSource: DataSource, admin: Admin, code: string, jwtSecret: string): Promise<boolean> {
  const { affected } = await dataSource.getRepository(RecoveryCode).update(
    { adminId: admin.id, codeHash: hashRecoveryCode(code, jwtSecret), usedAt: IsNull() },
    { usedAt: new Date() },
  );
  return (affected ?? 0) > 0;
}

/** A TOTP code or an unused recovery code of an admin with two-factor sign-in on. */
export function acceptSecondFactor(dataSource: DataSource, admin: Admin, code: string, jwtSecret: string, now = Date.now()): Promise<boolean> {
  if (!admin.twoFactorEnabled) return Promise.resolve(false);
  const totp = totpCodeOf(code);
  return totp ? acceptTotp(dataSource, admin, totp, jwtSecret, now) : acceptRecoveryCode(dataSource, admin, code, jwtSecret);
}

function newRecoveryCode(): string {
  const chars = [...randomBytes(10)].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Turns two-factor sign-in on once a code from the app matches the secret of the setup; answers the recovery codes, shown once. */
export async function enableTwoFactor(
  dataSource: DataSource, admin: Admin, code: string, jwtSecret: string, alsoInTransaction?: (manager: EntityManager) => Promise<void>,
): Promise<string[]> {
  if (admin.twoFactorEnabled) throw badInput('Two-factor sign-in is on already.');
  if (!admin.twoFactorSecret) throw badInput('Set up two-factor sign-in first (POST /api/admin/2fa/setup), then send a code from the app.');
  const totp = totpCodeOf(code);
  if (!totp || !(await acceptTotp(dataSource, admin, totp, jwtSecret, Date.now()))) {
    throw badInput('code is incorrect: enter the 6-digit code your authenticator app shows now.');
  }
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await dataSource.transaction(async (manager) => {
    const repo = manager.getRepository(RecoveryCode);
    await repo.delete({ adminId: admin.id });
    await repo.save(codes.map((plain) => repo.create({ adminId: admin.id, codeHash: hashRecoveryCode(plain, jwtSecret), usedAt: null })));
    await manager.getRepository(Admin).update({ id: admin.id }, { twoFactorEnabled: true });
    await alsoInTransaction?.(manager);
  });
  // A session limited to setting up two-factor becomes a full one from the next request.
  forgetCachedSessions(dataSource);
  return codes;
}

/** Turns two-factor sign-in off, given a current code or a recovery code: the secret and the recovery codes are dropped. */
export async function disableTwoFactor(
  dataSource: DataSource, admin: Admin, code: string, jwtSecret: string, alsoInTransaction?: (manager: EntityManager) => Promise<void>,
): Promise<void> {
  if (!admin.twoFactorEnabled) throw badInput('Two-factor sign-in is off already.');
  if (!(await acceptSecondFactor(dataSource, admin, code, jwtSecret))) {
    throw badInput('code is incorrect: enter the code your authenticator app shows now, or an unused recovery code.');
  }
  await dataSource.transaction(async (manager) => {
    await manager.getRepository(RecoveryCode).delete({ adminId: admin.id });
    await manager.getRepository(Admin).update({ id: admin.id }, { twoFactorEnabled: false, twoFactorSecret: null, twoFactorLastStep: null });
    await alsoInTransaction?.(manager);
  });
  forgetCachedSessions(dataSource);
}

