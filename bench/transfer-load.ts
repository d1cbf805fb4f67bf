// The load of the transfer benchmark, shared by `npm run bench` (run.ts) and the A/B tool
// (transfer-cpu.ts): each request a new transfer in of $1.00 with its own Idempotency-Key, from its
// own client address (production trusts X-Forwarded-For, so the per-address limit on money movement
// counts each request as another member's, as real traffic would), going round the template's
// members in turn, or all to the first one for the hot-member figure.
import type autocannon from 'autocannon';
import type { TransferTemplate } from './servers/transfer-members.ts';

export function transferLoad(
  port: number,
  urlPath: string,
  template: TransferTemplate,
  spread: boolean,
  connections: number,
): autocannon.Options {
  let sent = 0;
  return {
    url: `http://127.0.0.1:${port}`,
    connections,
    requests: [
      {
        method: 'POST',
        path: urlPath,
        setupRequest: (request: autocannon.Request) => {
          sent += 1;
          const index = spread ? sent % template.members.length : 0;
          const member = template.members[index];
          if (!member) throw new Error(`no member ${index}`);
          return {
            ...request,
            headers: {
              authorization: member.authorization,
              'x-bench-member': String(index),
              'content-type': 'application/json',
              'idempotency-key': `bench-${process.pid}-${sent}-${Date.now()}`,
              'x-forwarded-for': clientAddress(sent),
            },
            body: JSON.stringify({ linkedAccountId: member.linkedAccountId, direction: 'IN', amount: 100 }),
          };
        },
      },
    ],
  };
}

/** A distinct client address per request number. */
export function clientAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
