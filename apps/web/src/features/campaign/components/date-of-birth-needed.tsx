import { Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { CampaignNotice } from './campaign-notice';

/** Age is checked from the profile's date of birth, so joining waits until there is one. */
export function DateOfBirthNeeded() {
  return (
    <CampaignNotice tone="warning" title="Add your date of birth first">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">We check your age from the date of birth on your profile. Add it, then come back here.</Text>
        <Button component={Link} to="/profile/info" size="xs" variant="default">
          Add your date of birth
        </Button>
      </Stack>
    </CampaignNotice>
  );
}
