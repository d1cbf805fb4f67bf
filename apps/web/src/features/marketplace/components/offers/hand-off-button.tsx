import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiError, noResponseStatus } from '../../../../lib/api-client';
import { failureMessageOf } from '../../../../lib/form/form-errors';
import { leavePage } from '../../../../lib/leave-page';
import { createSubmissionKeys } from '../../../../lib/submission-key';
import type { HandOff } from '../../api/hand-off-offer';

/**
 * 'Continue with {partner}': records the choice (with an Idempotency-Key kept while the outcome is
 * unknown, so a retry is not a second choice) and opens the partner's page.
 */
export function HandOffButton({
  partnerName,
  choice,
  handOff,
  fullWidth = false,
}: {
  partnerName: string;
  /** What is being chosen (the offer, within its application): one key per choice. */
  choice: string;
  handOff: (idempotencyKey: string) => Promise<HandOff>;
  fullWidth?: boolean;
}) {
  const [keys] = useState(createSubmissionKeys);
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function go() {
    setFailure(undefined);
    setLeaving(true);
    try {
      const answer = await handOff(keys.keyFor(choice));
      leavePage(answer.url);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === noResponseStatus)) keys.settle();
      setLeaving(false);
      setFailure(failureMessageOf(error));
    }
  }

  return (
    <Stack gap={4} align={fullWidth ? 'stretch' : 'flex-start'}>
      <Button
        size="md"
        fullWidth={fullWidth}
        loading={leaving}
        onClick={() => void go()}
        // A long partner name wraps on a phone instead of being cut off.
        h="auto"
        mih={42}
        py={8}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
      >
        Continue with {partnerName}
      </Button>
      {failure && (
        <Text size="sm" c="red.9" role="alert">
          {failure}
        </Text>
      )}
    </Stack>
  );
}
