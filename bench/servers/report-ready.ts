import type { FastifyInstance } from 'fastify';

/** Tells the benchmark runner, over IPC, which port the server listens on and which headers to send. */
export function reportReady(app: FastifyInstance, headers: Record<string, string> = {}): void {
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('server has no address');
  // Its monotonic clock when ready, in the microseconds a CPU profile counts in: a profile of the
  // server under load leaves out what came before (migrations, signing the member up).
  process.send?.({ port: address.port, headers, readyAtMicros: Number(process.hrtime.bigint() / 1000n) });
  process.on('disconnect', () => process.exit(0));
}
