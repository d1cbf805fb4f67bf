import { errorCodes } from '@fernleaf/contract/errors';
import { Text } from '@mantine/core';
import { ApiError } from '../../../lib/api-client';
import { CampaignNotice } from './campaign-notice';

/** A join the server refused, in its own words; the campaign view refreshes behind it. */
export function JoinCampaignError({ error }: { error: Error | null }) {
  if (!error) return null;
  if (error instanceof ApiError) {
    const title = error.code === errorCodes.CAMPAIGN_NOT_OPEN ? error.title : 'We could not add your entry';
    const fieldMessages = Object.values(error.fields ?? {});
    return (
      <CampaignNotice tone="error" title={title}>
        <Text size="sm">{fieldMessages.length > 0 ? fieldMessages.join(' ') : error.description}</Text>
      </CampaignNotice>
    );
  }
  return (
    <CampaignNotice tone="error" title="We could not add your entry">
      <Text size="sm">Check your connection and try again.</Text>
    </CampaignNotice>
  );
}
