import { spawnSync } from 'node:child_process';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { LineBatches, loggerOptions, redactSensitive, serializeError } from './logger.ts';
import { loggableUrl, writeRequestLine } from './request-log.ts';

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

  describe('request lines', () => {
    it('are the line pino itself writes for the same fields, one per completed request', () => {
      const { lines, stream } = captureLogs();
      const logger = pino({ ...loggerOptions('info'), timestamp: () => ',"time":42' }, stream).child({
        reqId: 'req-1',
      });
      const line = { method: 'GET', url: '/api/x?page="2"\\', statusCode: 200, responseTimeMs: 1.5 };
      writeRequestLine(logger, line);
      logger.info(line, 'request completed');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toBe(lines[1]);
      expect(JSON.parse(lines[0] ?? '')).toMatchObject({
        level: 30,
        reqId: 'req-1',
        ...line,
        msg: 'request completed',
      });
      logger.level = 'warn';
      writeRequestLine(logger, line);
      expect(lines).toHaveLength(2);
    });

    it('keep only allow-listed query values, and every name', () => {
      expect(loggableUrl('/api/user/email?email=a%40b.test')).toBe('/api/user/email?email=[redacted]');
      expect(loggableUrl('/oidc/session/end?id_token_hint=eyJ.x.y&client_id=fernleaf-web')).toBe(
        '/oidc/session/end?id_token_hint=[redacted]&client_id=fernleaf-web',
      );
      expect(loggableUrl('/api/banking/transactions?page=2&pageSize=20&phoneNumber=2155550123')).toBe(
        '/api/banking/transactions?page=2&pageSize=20&phoneNumber=[redacted]',
      );
      expect(loggableUrl('/api/health')).toBe('/api/health');
      expect(loggableUrl('/x?flag&token=%E0%A4%A')).toBe('/x?flag&token=[redacted]');
      expect(loggableUrl(`/x?page=${'9'.repeat(500)}`)).toBe(`/x?page=${'9'.repeat(100)}...`);
    });
  });

  describe('errors', () => {
    function databaseError(message: string, fields: Record<string, unknown>) {
      return Object.assign(new Error(message), { severity: 'ERROR', ...fields });
    }

    it('never carry the values a database statement was given', () => {
      const cause = databaseError('invalid input syntax for type uuid: "219-44-6789"', {
        code: '22P02',
        detail: 'Key (email)=(someone@example.test) already exists.',
        where: 'SQL statement "insert into notes values (\'219-44-6789\')"',
      });
      const failed = Object.assign(new Error('Failed query: select * from users where id = $1\nparams: 219-44-6789'), {
        query: 'select * from users where id = $1',
        params: ['219-44-6789'],
        cause,
      });
      const serialized = serializeError(failed) as Record<string, unknown> & { cause: Record<string, unknown> };
      const written = JSON.stringify(serialized);
      expect(written).not.toContain('219-44-6789');
      expect(written).not.toContain('someone@example.test');
      expect(serialized.message).toBe('Failed query: select * from users where id = $1');
      expect(serialized.query).toBe('select * from users where id = $1');
      expect(String(serialized.stack)).toMatch(/^Error: Failed query: select \* from users where id = \$1\n\s+at /);
      expect(serialized.cause.message).toBe('invalid input syntax for type uuid: "[redacted]"');
      expect(serialized.cause.code).toBe('22P02');
    });

    it('keep the names of what failed, and survive a circular cause', () => {
      const error = databaseError('duplicate key value violates unique constraint "users_email_key"', {
        code: '23505',
      });
      (error as { cause?: unknown }).cause = error;
      const serialized = serializeError(error) as Record<string, unknown>;
      expect(serialized.message).toBe('duplicate key value violates unique constraint "users_email_key"');
      expect(serialized.cause).toBe('[circular]');
    });

    it('redact sensitive fields an error carries', () => {
      const error = Object.assign(new Error('sign-in refused'), { password: 'hunter2-hunter2', statusCode: 401 });
      expect(serializeError(error)).toMatchObject({ password: '[redacted]', statusCode: 401, type: 'Error' });
    });
  });
});

describe('log lines in batches', () => {
  it('hands lines over once a batch is full, and the rest within the flush interval', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    try {
      const written: string[] = [];
      const batches = new LineBatches({ write: (text) => written.push(text) }, { batchLength: 100, flushEveryMs: 50 });
      const line = `${'x'.repeat(39)}\n`;
      batches.write(line);
      batches.write(line);
      expect(written).toEqual([]);
      batches.write(line);
      expect(written).toEqual([line.repeat(3)]);
      batches.write(line);
      vi.advanceTimersByTime(50);
      expect(written).toEqual([line.repeat(3), line]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes what is gathered when the process ends, a crash included', () => {
    const loggerFile = new URL('./logger.ts', import.meta.url).href;
    const script = `
      import pino from 'pino';
      import { bufferedLogDestination, loggerOptions } from ${JSON.stringify(loggerFile)};
      const logger = pino(loggerOptions('info'), bufferedLogDestination());
      logger.info('written before the crash');
      throw new Error('crash');
    `;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: new URL('../..', import.meta.url),
      encoding: 'utf8',
    });
    expect(result.status).not.toBe(0);
    expect(result.stdout).toContain('written before the crash');
  });
});
