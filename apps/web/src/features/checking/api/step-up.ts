// The step-up check before full numbers show (decision 026): text a code, or pass with it or the password.

import { startStepUpCode } from '@fernleaf/contract/call-addresses/start-step-up-code.gen';
import { stepUp } from '@fernleaf/contract/call-addresses/step-up.gen';
import { errorCodes } from '@fernleaf/contract/errors';
import type { StepUpBody } from '@fernleaf/contract/step-up';
import { ApiError, type CallOptions, callApi } from '../../../lib/api-client';

export function sendStepUpCode(options: CallOptions = {}) {
  return callApi(startStepUpCode, {}, options);
}

export function passStepUp(body: StepUpBody, options: CallOptions = {}) {
  return callApi(stepUp, { body }, options);
}

/** The server asks for a fresh check before it shows a full number. */
export function isStepUpRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === errorCodes.STEP_UP_REQUIRED;
}
