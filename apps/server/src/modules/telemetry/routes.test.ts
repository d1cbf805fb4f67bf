import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import {
  maxEventPropertyNameLength,
  maxEventPropertyTextLength,
  maxEventsPerBatch,
  maxReleaseLength,
  recordEvents,
  reportClientError,
} from '@fernleaf/contract/telemetry';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { analyticsEvents, clientErrors } from '../../db/schema/telemetry.ts';
import { loggerOptions } from '../../platform/logger.ts';
import { type CallOptions, call, callUnchecked, type TestCallInput } from '../../test/call.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Stands in for the external error-monitoring service; `answer` switches how it behaves. */
async function startFakeMonitor() {
  const received: { headers: IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
  const fake = { received, answer: 202 as number | 'drop-connection', url: '', close: async () => {} };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(body) });
      if (fake.answer === 'drop-connection') request.socket.destroy();
      else response.writeHead(fake.answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/client-errors`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}

function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, stream };
}

const buildApp = (errorMonitoringUrl: string | undefined, stream: Writable) =>
  createTestApp({
    logger: { ...loggerOptions('info'), stream } as never,
    env: errorMonitoringUrl ? { ERROR_MONITORING_URL: errorMonitoringUrl } : {},
  });

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
type EventsBody = TestCallInput<typeof recordEvents>['body'];
type ReportBody = TestCallInput<typeof reportClientError>['body'];

const event = (overrides: Partial<EventsBody['events'][number]> = {}): EventsBody['events'][number] => ({
  name: 'signup.completed',
  occurredAt: minutesFromNow(0),
  path: '/signup',
  properties: { step: 3, referred: true, plan: 'free' },
  ...overrides,
});
const report = (overrides: Partial<ReportBody> = {}): ReportBody => ({
  message: 'Cannot read properties of undefined',
  stack: 'TypeError: Cannot read properties of undefined\n    at OfferCard (offer-card.tsx:12:3)\nmember: m-123',
  route: '/marketplace/offers',
  owner: 'marketplace',
  release: 'web-2026.1',
  occurredAt: minutesFromNow(0),
  ...overrides,
});

describe('telemetry without error monitoring configured', () => {
  let t: TestApp;
  const logs = captureLogs();
  beforeAll(async () => {
    t = await buildApp(undefined, logs.stream);
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const sendEvents = (body: EventsBody) => call(t, recordEvents, { body });
  const sendReport = (body: ReportBody, options?: CallOptions) => call(t, reportClientError, { body }, options);
  const storedEvents = async (anonymousId: string) => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.anonymousId, anonymousId));
    return row?.n;
  };

  it('POST /api/events answers 202 and stores every event of the batch under the anonymous id', async () => {
    const anonymousId = randomUUID();
    const response = await sendEvents({
      anonymousId,
      events: [event(), event({ name: 'offer:viewed', path: '/marketplace', properties: undefined })],
    });
    expect(response.statusCode).toBe(202);
    expect(response.data).toEqual({ accepted: 2 });
    expect(await storedEvents(anonymousId)).toBe(2);
    const rows = await t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.anonymousId, anonymousId));
    expect(rows.map((row) => [row.name, row.path, row.properties]).sort()).toEqual([
      ['offer:viewed', '/marketplace', null],
      ['signup.completed', '/signup', { step: 3, referred: true, plan: 'free' }],
    ]);
  });

  it('refuses a badly named event with 400 naming the field, and stores none of the batch', async () => {
    const anonymousId = randomUUID();
    const response = await sendEvents({ anonymousId, events: [event(), event({ name: 'Signup Completed' })] });
    expect(response.statusCode).toBe(400);
    expect(response.error).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(Object.keys(response.error.fields ?? {})).toEqual(['events.1.name']);
    expect(await storedEvents(anonymousId)).toBe(0);
  });

  it(`refuses a batch of more than ${maxEventsPerBatch} events`, async () => {
    const anonymousId = randomUUID();
    const response = await sendEvents({
      anonymousId,
      events: Array.from({ length: maxEventsPerBatch + 1 }, () => event()),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.error.fields ?? {})).toEqual(['events']);
    expect(await storedEvents(anonymousId)).toBe(0);
    const full = await sendEvents({ anonymousId, events: Array.from({ length: maxEventsPerBatch }, () => event()) });
    expect(full.statusCode).toBe(202);
  });

  it('takes events up to 7 days old or 5 minutes ahead, and refuses others naming events.N.occurredAt', async () => {
    const anonymousId = randomUUID();
    const edges = await sendEvents({
      anonymousId,
      events: [event({ occurredAt: minutesFromNow(-6.9 * 24 * 60) }), event({ occurredAt: minutesFromNow(4) })],
    });
    expect(edges.statusCode).toBe(202);

    const refused = await sendEvents({
      anonymousId,
      events: [
        event(),
        event({ occurredAt: minutesFromNow(-8 * 24 * 60) }),
        event({ occurredAt: minutesFromNow(10).replace('Z', '+00:00') }),
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.error.fields ?? {})).toEqual(['events.1.occurredAt', 'events.2.occurredAt']);
    expect(await storedEvents(anonymousId)).toBe(2);
  });

  it('refuses a client error whose texts are longer than their bounds, naming each, and stores nothing', async () => {
    const before = await t.database.db.select({ n: count() }).from(clientErrors);
    const response = await sendReport(
      report({
        release: 'r'.repeat(maxReleaseLength + 1),
        message: 'm'.repeat(2_001),
        stack: 's'.repeat(20_001),
        route: '/'.repeat(2_049),
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.error.fields ?? {}).sort()).toEqual(['message', 'release', 'route', 'stack']);
    expect(await t.database.db.select({ n: count() }).from(clientErrors)).toEqual(before);

    const atTheBound = await sendReport(report({ release: 'r'.repeat(maxReleaseLength) }));
    expect(atTheBound.statusCode).toBe(201);
  });

  it('refuses event properties with overlong names or texts', async () => {
    const anonymousId = randomUUID();
    const response = await sendEvents({
      anonymousId,
      events: [
        event({ properties: { ['k'.repeat(maxEventPropertyNameLength + 1)]: 1 } }),
        event({ properties: { note: 'x'.repeat(maxEventPropertyTextLength + 1) } }),
      ],
    });
    expect(response.statusCode).toBe(400);
    const fields = Object.keys(response.error.fields ?? {}).sort();
    expect(fields).toEqual([
      `events.0.properties.${'k'.repeat(maxEventPropertyNameLength + 1)}`,
      'events.1.properties.note',
    ]);
    expect(await storedEvents(anonymousId)).toBe(0);
  });

  it('stores and logs a client error without forwarding it, and keeps the stack out of the log', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const response = await sendReport(report({ release: undefined }), {
      headers: { 'user-agent': `Mozilla/5.0 ${'x'.repeat(600)}` },
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.data;
    const [row] = await t.database.db.select().from(clientErrors).where(eq(clientErrors.id, id));
    expect(row).toMatchObject({ route: '/marketplace/offers', owner: 'marketplace', release: null });
    expect(row?.stack).toContain('OfferCard');
    expect(row?.userAgent).toHaveLength(512);
    expect(fetchSpy).not.toHaveBeenCalled();

    const logged = logs.lines.find((line) => line.clientErrorId === id);
    expect(logged).toMatchObject({ level: 40, route: '/marketplace/offers', owner: 'marketplace' });
    expect(logged?.message).toBe('Cannot read properties of undefined');
    expect(JSON.stringify(logged)).not.toContain('OfferCard');
  });

  it('refuses a client error from an unknown owner with 400 naming the field', async () => {
    const response = await callUnchecked(t, reportClientError, { body: { ...report(), owner: 'nobody' } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.error.fields ?? {})).toEqual(['owner']);
  });
});

describe('telemetry with error monitoring configured', () => {
  let t: TestApp;
  let monitor: Awaited<ReturnType<typeof startFakeMonitor>>;
  const logs = captureLogs();
  beforeAll(async () => {
    monitor = await startFakeMonitor();
    t = await buildApp(monitor.url, logs.stream);
  });
  afterAll(async () => {
    await t.close();
    await monitor.close();
  });
  afterEach(() => {
    monitor.received.length = 0;
    monitor.answer = 202;
  });

  const sendReport = () =>
    call(t, reportClientError, { body: report() }, { headers: { 'user-agent': 'Mozilla/5.0 (test)' } });

  it('stores the client error and forwards it as JSON with its id and both releases', async () => {
    const response = await sendReport();
    expect(response.statusCode).toBe(201);
    const { id } = response.data;
    const [row] = await t.database.db.select({ n: count() }).from(clientErrors).where(eq(clientErrors.id, id));
    expect(row?.n).toBe(1);

    expect(monitor.received).toHaveLength(1);
    expect(monitor.received[0]?.headers['content-type']).toBe('application/json');
    expect(monitor.received[0]?.body).toMatchObject({
      id,
      message: 'Cannot read properties of undefined',
      route: '/marketplace/offers',
      owner: 'marketplace',
      release: 'web-2026.1',
      serverRelease: expect.stringMatching(/^\d+\.\d+\.\d+/),
      userAgent: 'Mozilla/5.0 (test)',
    });
    expect(monitor.received[0]?.body.stack).toContain('OfferCard');
  });

  it.each([
    ['answers 500', 500 as const],
    ['drops the connection', 'drop-connection' as const],
  ])(
    'still answers 201 and stores the report when the monitoring service %s, and logs a warning',
    async (_, answer) => {
      monitor.answer = answer;
      const response = await sendReport();
      expect(response.statusCode).toBe(201);
      const { id } = response.data;
      const [row] = await t.database.db.select({ n: count() }).from(clientErrors).where(eq(clientErrors.id, id));
      expect(row?.n).toBe(1);
      expect(monitor.received).toHaveLength(1);
      const warnings = logs.lines.filter((line) => line.clientErrorId === id && line.level === 40);
      expect(warnings.map((line) => line.msg)).toEqual([
        'client error reported',
        answer === 500
          ? 'error monitoring refused a client error'
          : 'could not forward a client error to error monitoring',
      ]);
    },
  );
});
