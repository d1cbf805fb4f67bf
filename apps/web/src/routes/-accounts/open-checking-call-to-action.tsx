import { Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { checkingFeeSummary } from '../../features/checking/lib/checking-facts';
import { getBrandName } from '../../lib/brand';

/** Shown when the member has no checking account (not while loading, nor when loading failed). */
export function OpenCheckingCallToAction() {
  return (
    <Stack gap="sm" align="flex-start">
      <Text>
        You don't have a {getBrandName()} checking account yet. {checkingFeeSummary}
      </Text>
      <Button component={Link} to="/onboarding/roarmoney/intro">
        Open a checking account
      </Button>
    </Stack>
  );
}
