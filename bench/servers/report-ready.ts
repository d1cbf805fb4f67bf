import type { FastifyInstance } from 'fastify';

/** Tells the benchmark runner, over IPC, which port the server listens on. */
export function reportReady(app: FastifyInstance): void {
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('server has no address');
  process.send?.({ port: address.port });
  process.on('disconnect', () => process.exit(0));
}
