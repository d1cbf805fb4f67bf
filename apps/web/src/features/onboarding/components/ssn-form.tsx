import { ssnSchema } from '@fernleaf/contract/identity-verification';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { useContractForm } from '../../../lib/form/use-contract-form';
import { SsnInput } from '../../../ui/ssn-input';
import { sendSsn } from '../api/identity-verification';
import { useOnboardingStore } from '../store';
import { LockedAlert } from './locked-alert';

const mismatchOf = {
  NOT_MATCHED: "We couldn't match this SSN to your name and date of birth. Check it and try again.",
  IN_USE:
    'This SSN is already on another account. Check it, or sign in to that account instead. If you did not open it, contact support.',
} as const;

const ssnFormSchema = z.object({ ssn: ssnSchema });

const triesLeft = (count: number) => `${count} ${count === 1 ? 'try' : 'tries'}`;

/**
 * The SSN, checked with the identity bureau. A number that does not match says how many tries are
 * left; the last one closes online verification, which the member is told plainly.
 */
export function SsnForm({ attemptsLeft, onPassed }: { attemptsLeft: number; onPassed: () => void }) {
  const form = useContractForm({ schema: ssnFormSchema, initialValues: { ssn: '' } });
  const [locked, setLocked] = useState(attemptsLeft === 0);
  const countSsnAttempt = useOnboardingStore((state) => state.countSsnAttempt);

  const submit = form.submit(async ({ ssn }) => {
    countSsnAttempt();
    try {
      const result = await sendSsn(ssn);
      if (result.status === 'VERIFIED' || result.status === 'KBA_REQUIRED') onPassed();
      else if (result.status === 'FAILED') setLocked(true);
      else form.setFieldError('ssn', `${mismatchOf[result.status]} ${triesLeft(result.attemptsLeft)} left.`);
    } catch (failure) {
      if (!(failure instanceof ApiError && failure.status === 403)) throw failure;
      setLocked(true);
    }
  });
  // One field: a failure of the whole form shows under it.
  const error = form.errorOf('ssn') ?? form.errorOf('form');

  if (locked) return <LockedAlert />;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          We are required by law to verify who opens an account. Checking your identity does not affect your credit
          score. Your SSN is encrypted and only its last four digits are ever shown.
        </Text>
        <SsnInput
          required
          digits={form.values.ssn}
          onDigitsChange={(change) => {
            if ('refused' in change) form.setFieldError('ssn', change.refused);
            else form.setFieldValue('ssn', change.digits);
          }}
          error={error}
        />
        {attemptsLeft < 3 && !error && (
          <Alert color="yellow" variant="light">
            {triesLeft(attemptsLeft)} left before online verification closes.
          </Alert>
        )}
        <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
          Verify my identity
        </Button>
      </Stack>
    </form>
  );
}
