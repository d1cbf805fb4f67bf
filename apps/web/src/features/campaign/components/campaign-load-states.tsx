import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { CampaignNotice } from './campaign-notice';

export function CampaignLoading() {
  return (
    <Center mih="40vh">
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>Loading the campaign…</Text>
      </Stack>
    </Center>
  );
}

export function CampaignLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Stack maw={640} mx="auto">
      <CampaignNotice tone="error" title="We could not load the campaign">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Check your connection and try again.</Text>
          <Button size="xs" variant="default" onClick={onRetry} loading={retrying}>
            Try again
          </Button>
        </Stack>
      </CampaignNotice>
    </Stack>
  );
}
