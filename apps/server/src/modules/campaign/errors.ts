// The campaign's refusals, worded once.
import { formatLongDateTime } from '@fernleaf/contract/calendar/date-time-formats';
import type { CampaignConfig, CampaignPhase } from '@fernleaf/contract/campaign-config';
import { errorCodes } from '@fernleaf/contract/errors';
import { AppError, notFound } from '../../platform/errors.ts';

export function campaignNotFound(): AppError {
  return notFound('That campaign');
}

/** The member learns which side of the window they are on, with the date in the campaign's zone. */
export function campaignNotOpen(config: CampaignConfig, phase: Exclude<CampaignPhase, 'open'>): AppError {
  return phase === 'coming-soon'
    ? new AppError(
        422,
        errorCodes.CAMPAIGN_NOT_OPEN,
        'This campaign has not started',
        `${config.CAMPAIGN_NAME} has not started yet. You can join from ${formatLongDateTime(config.START_DATE, { timeZone: config.TIME_ZONE })}.`,
      )
    : new AppError(
        422,
        errorCodes.CAMPAIGN_NOT_OPEN,
        'This campaign has ended',
        `${config.CAMPAIGN_NAME} has ended. It closed on ${formatLongDateTime(config.END_DATE, { timeZone: config.TIME_ZONE })}.`,
      );
}

/** Joining needs facts the member gives elsewhere first: a verified phone and a date of birth. */
export function missingForJoining(fields: Record<string, string>): AppError {
  return new AppError(
    422,
    errorCodes.MISSING_VALUES,
    'Some details are missing',
    Object.values(fields).join(' '),
    fields,
  );
}
