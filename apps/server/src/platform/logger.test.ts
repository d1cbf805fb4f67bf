import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { loggerOptions, redactSensitive } from './logger.ts';

function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

const secrets = {
  password: 'hunter2-hunter2',
  accessToken: 'eyJhbGciOiJFUzI1NiJ9.payload.signature',
  ssn: '123-45-6789',
  cardNumber: '4111111111111111',
  accountNumber: '000123456789',
};

describe('log redaction', () => {
  it('never writes passwords, tokens, SSNs, card or account numbers, at any depth', () => {
    const { lines, stream } = captureLogs();
    const logger = pino(loggerOptions('info'), stream);
    logger.info(
      {
        ...secrets,
        user: { ...secrets, card: { cardNumber: secrets.cardNumber } },
        accounts: [{ accountNumber: secrets.accountNumber }],
        deep: { a: { b: { c: { d: { ssn: secrets.ssn } } } } },
        headers: { authorization: `Bearer ${secrets.accessToken}`, cookie: 'session=abcdef123456' },
      },
      'member update',
    );
    const written = lines.join('');
    for (const value of Object.values(secrets)) expect(written).not.toContain(value);
    expect(written).toContain('[redacted]');
    expect(written).not.toContain('abcdef123456');
    expect(written).toContain('member update');
  });

  it('leaves the logged object itself untouched', () => {
    const logged = { user: { ssn: secrets.ssn, firstName: 'Avery' } };
    const cleaned = redactSensitive(logged) as typeof logged;
    expect(cleaned.user).toEqual({ ssn: '[redacted]', firstName: 'Avery' });
    expect(logged.user.ssn).toBe(secrets.ssn);
  });

  describe('request logs', () => {
    let t: TestApp;
    const { lines, stream } = captureLogs();
    beforeAll(async () => {
      t = await createTestApp({ logger: { ...loggerOptions('info'), stream } as never });
    });
    afterAll(() => t.close());

    it('carry the request id but not the authorization header or cookies', async () => {
      await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: {
          authorization: `Bearer ${secrets.accessToken}`,
          cookie: 'session=abcdef123456',
          'x-request-id': 'trace-logs-0001',
        },
      });
      const written = lines.join('');
      expect(written).toContain('trace-logs-0001');
      expect(written).not.toContain(secrets.accessToken);
      expect(written).not.toContain('abcdef123456');
    });
  });
});
