import { captureLogs } from '../../../test/log-capture';
import { maskEmail, writeVerbatim } from './logger';

describe('log lines', () => {
  it('are one JSON object per line with an ISO time and the level as a word', () => {
    const { logger, lines, entries } = captureLogs();
    logger.info({ answer: 42 }, 'hello');
    expect(lines).toHaveLength(1);
    expect(lines[0].endsWith('\n')).toBe(true);
    expect(entries()[0]).toMatchObject({ level: 'info', msg: 'hello', answer: 42, time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it('follow the level', () => {
    const { logger, lines } = captureLogs('warn');
    logger.info('not written');
    logger.warn('written');
    expect(lines).toHaveLength(1);
  });

  it('never hold a password, token, Authorization or Cookie header, nor a full email address', () => {
    const { logger, lines, entries } = captureLogs();
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLWJ5dGVz';
    logger.info(
      {
        body: { email: 'ada.lovelace@example.com', password: 'hunter2-secret', newPassword: 'hunter3-secret' },
        headers: { authorization: `Bearer ${jwt}`, cookie: 'session=abc123secret', 'user-agent': 'jest' },
        token: jwt,
        nested: [{ apiKey: 'key-123-secret' }, 'reach me at grace@example.org'],
      },
      'contact from ada.lovelace@example.com with Bearer opaque-token-value',
    );
    logger.child({ password: 'child-binding-secret', user: 'bob@example.net' }).info('child line');
    const error = new Error(`duplicate entry for ada.lovelace@example.com, connecting to mysql://site:db-password-9@db:3306/site`);
    logger.error({ err: error }, 'failed');

    const text = lines.join('');
    for (const secret of ['hunter2-secret', 'hunter3-secret', jwt, 'abc123secret', 'key-123-secret', 'opaque-token-value', 'child-binding-secret', 'db-password-9']) {
      expect(text).not.toContain(secret);
    }
    for (const email of ['ada.lovelace@example.com', 'grace@example.org', 'bob@example.net']) expect(text).not.toContain(email);
    const [first, child, failed] = entries();
    expect(first).toMatchObject({
      msg: 'contact from a***@example.com with Bearer [redacted]',
      body: { email: 'a***@example.com', password: '[redacted]', newPassword: '[redacted]' },
      headers: { authorization: '[redacted]', cookie: '[redacted]', 'user-agent': 'jest' },
      token: '[redacted]',
      nested: [{ apiKey: '[redacted]' }, 'reach me at g***@example.org'],
    });
    expect(child).toMatchObject({ password: '[redacted]', user: 'b***@example.net' });
    // Errors keep their type and stack (server side only), masked the same way.
    expect(failed.err).toMatchObject({ type: 'Error', message: expect.stringContaining('a***@example.com'), stack: expect.stringContaining('logger.test.ts') });
    expect(JSON.stringify(failed.err)).toContain('mysql://site:[redacted]@db:3306/site');
  });
});

describe('writeVerbatim', () => {
  it('writes text as is, in order with the JSON lines (the first administrator\'s password is shown once)', () => {
    const { logger, lines } = captureLogs();
    logger.info('before');
    writeVerbatim(logger, 'Administrator created: admin@example.com\n');
    writeVerbatim(logger, 'Its password (shown only this once): pw-123\n');
    expect(lines.slice(1)).toEqual(['Administrator created: admin@example.com\n', 'Its password (shown only this once): pw-123\n']);
  });
});

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('ada@example.com')).toBe('a***@example.com');
    expect(maskEmail('To: x.y+tag@mail.example.co.uk, z@b.io')).toBe('To: x***@mail.example.co.uk, z***@b.io');
    expect(maskEmail('no address here @ all')).toBe('no address here @ all');
  });

  it('masks a quoted local part too, spaces and all', () => {
    expect(maskEmail('"i j"@example.com refused with 501')).toBe('"i***"@example.com refused with 501');
    expect(maskEmail('To: "bad 7 K"@mail.example.org, z@b.io')).toBe('To: "b***"@mail.example.org, z***@b.io');
  });

  it('masks a quoted local part in a log line, message and fields alike', () => {
    const { logger, lines, entries } = captureLogs();
    logger.warn({ to: '"i j"@example.com', err: new Error('501 5.1.3 Bad recipient "i j"@example.com') }, 'mail to "i j"@example.com refused');
    expect(lines.join('')).not.toMatch(/i j/);
    expect(entries()[0]).toMatchObject({ msg: 'mail to "i***"@example.com refused', to: '"i***"@example.com', err: { message: '501 5.1.3 Bad recipient "i***"@example.com' } });
  });
});
