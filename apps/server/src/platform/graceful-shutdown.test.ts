import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, stat } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { waitForFirstBytes } from './graceful-close.ts';

describe('closing the app', () => {
  it('finishes a request in flight, then refuses new connections', async () => {
    let arrived: () => void = () => {};
    const requestArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    // The request is answered only once the server has stopped listening: closing has begun and is
    // waiting for it, whatever the machine's speed.
    let answer: () => void = () => {};
    const answerAllowed = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const t = await createTestApp({
      extend: (app) =>
        app.get('/api/test/slow', async () => {
          arrived();
          await answerAllowed;
          return { data: 'done' };
        }),
    });
    try {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const inFlight = fetch(`${address}/api/test/slow`);
      await requestArrived;
      const closing = t.app.close();
      await vi.waitFor(() => expect(fetch(`${address}/api/health`)).rejects.toThrow(), {
        timeout: 10_000,
        interval: 20,
      });
      answer();

      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: 'done' });
      await closing;
      await expect(fetch(`${address}/api/health`)).rejects.toThrow();
    } finally {
      await t.database.close();
    }
  });
});

// Another process connects and writes its requests while this one's event loop is held, so that when
// closing begins every connection is still in the listen backlog, none accepted.
const backlogClient = `
const net = require('node:net');
const fs = require('node:fs');
const [port, count, marker] = process.argv.slice(1);
let written = 0;
const answers = [];
for (let index = 0; index < Number(count); index += 1) {
  const socket = net.connect(Number(port), '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => { received += chunk; });
  socket.on('connect', () => socket.write('GET /api/test/busy HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\n\\r\\n', () => {
    written += 1;
    if (written === Number(count)) fs.writeFileSync(marker, '');
  }));
  const settle = (answer) => {
    answers.push(answer);
    if (answers.length === Number(count)) process.stdout.write(JSON.stringify(answers));
  };
  socket.on('error', (error) => { if (!socket.settled) { socket.settled = true; settle(error.code); } });
  socket.on('close', () => { if (!socket.settled) { socket.settled = true; settle(/^HTTP\\/1\\.1 (\\d{3})/.exec(received)?.[1] ?? 'no answer'); } });
}
`;

/** Holds this process's event loop (nothing is accepted meanwhile) until `done`, at most `timeoutMs`. */
function holdTheLoopUntil(done: () => boolean, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    Atomics.wait(pause, 0, 0, 5);
  }
}

/** Burns the event loop for `ms`, as a busy request does. */
function busyFor(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // the loop is the point
  }
}

describe('closing under load', () => {
  it('answers every connection still waiting in the listen backlog, though each answer keeps the loop busy', async () => {
    // Each answer holds the event loop for 40 ms, as requests do on a loaded machine; Node takes one
    // connection from the backlog per turn of the loop, so serving them while draining made 48 need 2 s.
    const t = await createTestApp({
      extend: (app) =>
        app.get('/api/test/busy', async () => {
          busyFor(40);
          return { data: 'done' };
        }),
    });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      if (!address || typeof address !== 'object') throw new Error('not listening');
      const count = 48;
      const marker = path.join(mkdtempSync(path.join(tmpdir(), 'fernleaf-backlog-')), 'written');
      const client = spawn(process.execPath, ['-e', backlogClient, String(address.port), String(count), marker], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      client.stdout.on('data', (chunk) => {
        output += String(chunk);
      });
      const exited = new Promise((resolve) => client.on('exit', resolve));

      holdTheLoopUntil(() => existsSync(marker), 'the client to write its requests');
      const closing = t.app.close();
      await exited;
      await closing;

      const answers = JSON.parse(output) as string[];
      expect(answers.filter((answer) => answer !== '200')).toEqual([]);
      expect(answers).toHaveLength(count);
    } finally {
      await t.database.close();
    }
  }, 60_000);

  it('closes a connection that sent nothing, so that closing ends', async () => {
    const t = await createTestApp();
    try {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const silent = connect(Number(new URL(address).port), '127.0.0.1');
      const silentClosed = new Promise<void>((resolve) => silent.on('close', () => resolve()));
      silent.on('error', () => {});
      silent.resume();
      await vi.waitFor(
        () =>
          new Promise<void>((resolve, reject) =>
            t.app.server.getConnections((error, open) =>
              error || open < 1 ? reject(error ?? new Error('none yet')) : resolve(),
            ),
          ),
        { timeout: 10_000, interval: 10 },
      );
      await t.app.close();
      await silentClosed;
    } finally {
      await t.database.close();
    }
  });
});

describe('the wait for a request already sent', () => {
  it('lasts turns of the loop as well as time: one busy turn does not end it before the request is read', async () => {
    const accepted: Socket[] = [];
    const server = createServer((socket) => accepted.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (!address || typeof address !== 'object') throw new Error('not listening');
    const client = connect(address.port, '127.0.0.1');
    try {
      await new Promise<void>((resolve) => client.on('connect', () => resolve()));
      await vi.waitFor(() => expect(accepted).toHaveLength(1), { timeout: 10_000, interval: 5 });
      // Resumed from an I/O callback, so in the poll phase, after this turn's sockets were read: the
      // request's bytes (in the server's socket buffer once the write call returns) are read at the next
      // poll phase, and a busy check phase before it takes longer than the wait's time.
      await new Promise((resolve) => stat('.', resolve));
      client.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
      setImmediate(() => busyFor(300));
      const endedBy = await waitForFirstBytes(accepted, { ms: 100, turns: 2 });
      expect(endedBy).toBe('bytes');
      expect(accepted[0]?.bytesRead).toBeGreaterThan(0);
    } finally {
      client.destroy();
      for (const socket of accepted) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
