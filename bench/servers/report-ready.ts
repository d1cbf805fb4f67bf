import type { FastifyInstance } from 'fastify';

/** Tells the benchmark runner, over IPC, which port the server listens on and which headers to send. */
export function reportReady(app: FastifyInstance, headers: Record<string, string> = {}): void {
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('server has no address');
  process.send?.({ port: address.port, headers });
  process.on('disconnect', () => process.exit(0));
}
