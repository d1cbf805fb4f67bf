import { errorCodes } from '@fernleaf/contract/errors';
import { AppError } from '../../platform/errors.ts';

/** A step was sent before the one the member has to finish first. */
export function stepRequired(currentStep: string | undefined): AppError {
  return new AppError(
    409,
    errorCodes.ONBOARDING_STEP_REQUIRED,
    'Finish the earlier step first',
    currentStep
      ? `The step "${currentStep}" comes first. Finish it, then continue.`
      : 'This step is not part of what is left to do.',
  );
}
