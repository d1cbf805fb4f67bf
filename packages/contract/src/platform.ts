import { z } from 'zod';
import { defineCall } from './define-call.ts';

export const getHealth = defineCall({
  method: 'GET',
  path: '/health',
  summary: 'Whether the server and its database are up',
  tag: 'platform',
  access: 'public',
  response: z.object({
    status: z.literal('ok'),
    database: z.literal('reachable'),
    version: z.string(),
    uptimeSeconds: z.number().int().nonnegative(),
  }),
});
