import { getPaySchedule, savePaySchedule as savePayScheduleCall } from '@fernleaf/contract/pay-schedule-calls';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../platform/register-call.ts';
import { readPaySchedule, savePaySchedule } from './service.ts';

export interface PayScheduleCallOptions {
  /** The clock "today" and the next paydays are read from; tests fix it. */
  now?: (() => Date) | undefined;
}

export function registerPayScheduleCalls(app: FastifyInstance, db: Db, options: PayScheduleCallOptions = {}) {
  const clock = options.now ?? (() => new Date());

  registerCall(app, db, getPaySchedule, async (_input, { memberId }) => readPaySchedule(db, memberId, clock()));

  registerCall(app, db, savePayScheduleCall, async ({ body }, { memberId }) =>
    savePaySchedule(db, memberId, body, clock()),
  );
}
