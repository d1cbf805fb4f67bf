// Stopping without dropping what clients already sent (README "Stopping", decision 006). Node's
// `server.close()` (which Fastify's `close()` calls) stops listening at once, and the kernel resets
// every connection still waiting in the listen backlog. Node takes one connection from the backlog per
// turn of the event loop, and under load a turn is long (the requests already taken are being answered
// in it): 64 requests written, then SIGTERM, and 44 to 60 were reset. Fastify then answers a request it
// routes while closing with its own 503 (`return503OnClosing`). Instead, on close:
// 1. connections already waiting are taken from the backlog and held, unread by the HTTP server, so the
//    turns stay short: turns of the loop until one takes nothing (at most `acceptDrainMs`, so a flood
//    of new ones cannot hold the stop open);
// 2. the listening socket closes (new connections are refused from here on), and the held connections
//    are handed to the HTTP server (a 'connection' event, as Node documents for injecting one);
// 3. requests already in a socket are read: at least `firstBytesTurns` turns of the loop, then until
//    every connection has shown its request (at most `firstBytesWaitMs`, for one that never will);
// 4. connections that sent nothing, and those with nothing to answer, are closed, and every answer from
//    now on says `Connection: close` (once its request has been read to the end), so a keep-alive
//    connection closes once its request is answered;
// 5. close() goes on (jobs, database) only once the last connection has ended.
import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long an accepted connection that has sent nothing yet may take to show its request. */
const firstBytesWaitMs = 250;
/** The fewest turns of the loop that wait lasts: one busy turn can use up the time before a request
 * already in its socket is read, which happens in the poll phase of a turn. */
const firstBytesTurns = 2;
/** The longest the listen backlog is drained before the listening socket closes. */
const acceptDrainMs = 3000;
/** A quiet spell of this long (and a turn of the loop after it) with no connection accepted ends the drain. */
const acceptQuietMs = 20;

export function registerGracefulClose(app: FastifyInstance): void {
  const sockets = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    const server = app.server;
    if (!server.listening) return;
    const startedAt = Date.now();
    const drain = await acceptBacklog(server);
    // The net server's own close: stops listening without node's http close, which would destroy the
    // connections whose requests are not read yet. When its callback runs, every connection has ended.
    const ended = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
    for (const socket of drain.held) {
      socket.removeListener('error', ignoreHeldError);
      if (!socket.destroyed) server.emit('connection', socket);
    }
    const firstBytes = await waitForFirstBytes(sockets, { ms: firstBytesWaitMs, turns: firstBytesTurns });
    // Nothing to answer on a connection that sent nothing; Node's `closeIdleConnections` leaves one
    // before its first request open, which would hold the stop until its timeout.
    let silent = 0;
    for (const socket of sockets) {
      if (socket.bytesRead === 0 && !socket.destroyed) {
        socket.destroy();
        silent += 1;
      }
    }
    // Which bound ended each wait tells a flood of connections (the drain) from a slow client (the
    // first bytes) when a stop under load resets some.
    app.log.info(
      {
        heldFromBacklog: drain.held.length,
        drainEndedBy: drain.endedBy,
        firstBytesEndedBy: firstBytes,
        silent,
        ms: Date.now() - startedAt,
      },
      'stopped listening; answering what was received',
    );
    // A connection answering its request is not idle and is left alone; once answered (with
    // `Connection: close`) it closes itself. Checked again until the last one has ended, for an
    // answer that was already on its way, without that header, when closing began.
    server.closeIdleConnections();
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    try {
      await ended;
    } finally {
      clearInterval(sweep);
    }
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (closing) {
      // Closing a socket whose request body is still unread sends a reset, which can reach the client
      // before the answer (a 429 refused before the body was read, say). Such a connection stays open
      // until node has read and dropped the rest of the body; then it is idle and the sweep closes it.
      if (request.raw.complete) reply.header('connection', 'close');
      else reply.raw.removeHeader('connection');
    }
    done(null, payload);
  });
}

/**
 * Takes every connection waiting in the listen backlog, holding each away from the HTTP server (which
 * would read and start answering it, making each turn of the loop longer): turns of the loop until one
 * takes nothing, or `acceptDrainMs`.
 */
async function acceptBacklog(server: Server): Promise<{ held: Socket[]; endedBy: 'quiet' | 'time' }> {
  const listeners = server.listeners('connection') as ((socket: Socket) => void)[];
  const held: Socket[] = [];
  const hold = (socket: Socket) => {
    // A held socket reset by its client must not throw an unhandled 'error'.
    socket.on('error', ignoreHeldError);
    held.push(socket);
  };
  server.removeAllListeners('connection');
  server.on('connection', hold);
  try {
    const until = Date.now() + acceptDrainMs;
    for (;;) {
      const before = held.length;
      await new Promise((resolve) => setTimeout(resolve, acceptQuietMs));
      // The poll phase, where connections are accepted, runs between the timer and the immediate.
      await nextTurn();
      if (held.length === before) return { held, endedBy: 'quiet' };
      if (Date.now() >= until) return { held, endedBy: 'time' };
    }
  } finally {
    server.removeListener('connection', hold);
    for (const listener of listeners) server.on('connection', listener);
  }
}

function ignoreHeldError() {}

/**
 * At least `turns` turns of the loop (each through its poll phase, where what is in a socket is read,
 * a new request on a keep-alive connection too), then until every socket has read something or `ms`
 * have passed.
 */
export async function waitForFirstBytes(
  sockets: Iterable<Socket>,
  { ms, turns }: { ms: number; turns: number },
): Promise<'bytes' | 'time'> {
  const deadline = Date.now() + ms;
  for (let turn = 0; ; turn += 1) {
    if (turn >= turns) {
      if (![...sockets].some((socket) => socket.bytesRead === 0 && !socket.destroyed)) return 'bytes';
      if (Date.now() >= deadline) return 'time';
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
    await nextTurn();
  }
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
