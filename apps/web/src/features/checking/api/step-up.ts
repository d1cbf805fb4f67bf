// The step-up check before full numbers show (decision 026): text a code, or pass with it or the password.

import { startStepUpCode } from '@fernleaf/contract/call-addresses/start-step-up-code.gen';
import { stepUp } from '@fernleaf/contract/call-addresses/step-up.gen';
import { errorCodes } from '@fernleaf/contract/errors';
import type { StepUpBody } from '@fernleaf/contract/step-up';
import { ApiError, type CallOptions, callApi } from '../../../lib/api-client';

export function sendStepUpCode(options: CallOptions = {}) {
  return callApi(startStepUpCode, {}, options);
}

/**
 * Until when this page may ask for full numbers without a new check, in the browser's own clock (the
 * window's length counted from the answer, so a clock that differs from the server's does not matter).
 * The server's window is the one that counts: this only spares a request the server would refuse, and
 * the console error it logs, before the password step. Kept in memory: a new page asks again.
 */
let freshUntilMs = 0;
/** Asked a little before the window ends, so a request sent near its end is not refused. */
const windowMarginMs = 10_000;

/** Notes a check the server just granted, open for `windowSeconds` from now. */
export function rememberStepUp(windowSeconds: number, now = Date.now()): void {
  freshUntilMs = now + windowSeconds * 1000 - windowMarginMs;
}

export async function passStepUp(body: StepUpBody, options: CallOptions = {}) {
  const grant = await callApi(stepUp, { body }, options);
  rememberStepUp(grant.windowSeconds);
  return grant;
}

/** Whether this page passed a step-up check whose window is still open. */
export function hasFreshStepUp(now = Date.now()): boolean {
  return now < freshUntilMs;
}

/** The server wants a new check (its window closed, or this session never had one): ask for it next time. */
export function forgetStepUp(): void {
  freshUntilMs = 0;
}

/** The server asks for a fresh check before it shows a full number. */
export function isStepUpRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === errorCodes.STEP_UP_REQUIRED;
}
