import { Alert, Text } from '@mantine/core';
import { getBrandName } from '../../../lib/brand';

/** Online verification closed: say so plainly and what happens next. */
export function LockedAlert() {
  return (
    <Alert color="red" title="We couldn't verify your identity online" role="alert">
      <Text size="sm">
        Too many checks did not match, so online verification is closed for this account. Contact {getBrandName()}{' '}
        support with a photo ID to finish verifying; your other answers are saved.
      </Text>
    </Alert>
  );
}
