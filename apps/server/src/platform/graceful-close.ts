// Stopping without dropping what clients already sent (README "Stopping", decision 006). Node's
// `server.close()` (which Fastify's `close()` calls) stops listening at once, and the kernel resets
// every connection still waiting in the listen backlog; it then destroys every connection it counts
// as idle, and one whose request is not read yet counts as idle. Under load (64 requests written, then
// SIGTERM) 60 of 64 were reset: a busy event loop accepts a few connections per turn. Fastify then
// answers a request it routes while closing with its own 503 (`return503OnClosing`). Instead, on close:
// 1. connections already waiting are accepted: turns of the event loop until one accepts nothing
//    (at most `acceptDrainMs`, so a flood of new ones cannot hold the stop open);
// 2. the listening socket closes (new connections are refused from here on);
// 3. until every accepted connection has shown its request (a short bound, for one that never will),
//    the requests already in its socket are read;
// 4. connections with nothing to answer are closed, and every answer from now on says
//    `Connection: close` (once its request has been read to the end), so a keep-alive connection
//    closes once its request is answered;
// 5. close() goes on (jobs, database) only once the last connection has ended.
import { Server as NetServer, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long an accepted connection that has sent nothing yet may take to show its request. */
const firstBytesWaitMs = 250;
/** The longest the listen backlog is drained before the listening socket closes. */
const acceptDrainMs = 1000;
/** A quiet spell of this long (and a turn of the loop after it) with no connection accepted ends the drain. */
const acceptQuietMs = 20;

export function registerGracefulClose(app: FastifyInstance): void {
  const sockets = new Set<Socket>();
  let accepted = 0;
  app.server.on('connection', (socket: Socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    const server = app.server;
    if (!server.listening) return;
    const drainUntil = Date.now() + acceptDrainMs;
    while (Date.now() < drainUntil) {
      const before = accepted;
      await new Promise((resolve) => setTimeout(resolve, acceptQuietMs));
      // The poll phase, where connections are accepted, runs between the timer and the immediate.
      await nextTurn();
      if (accepted === before) break;
    }
    // The net server's own close: stops listening without node's http close, which would destroy the
    // connections whose requests are not read yet. When its callback runs, every connection has ended.
    const ended = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
    const deadline = Date.now() + firstBytesWaitMs;
    while ([...sockets].some((socket) => socket.bytesRead === 0 && !socket.destroyed) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
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

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
