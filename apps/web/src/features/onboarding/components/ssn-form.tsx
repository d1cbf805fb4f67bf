import { ssnSchema } from '@fernleaf/contract/identity-verification';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { fieldErrorsFromApi } from '../../../lib/form-errors';
import { useOnboardingStore } from '../../../lib/onboarding-flow-store';
import { SsnInput } from '../../../ui/ssn-input';
import { sendSsn } from '../api/identity-verification';
import { LockedAlert } from './locked-alert';

const mismatchOf = {
  NOT_MATCHED: "We couldn't match this SSN to your name and date of birth. Check it and try again.",
  IN_USE:
    'This SSN is already on another account. Check it, or sign in to that account instead. If you did not open it, contact support.',
} as const;

const triesLeft = (count: number) => `${count} ${count === 1 ? 'try' : 'tries'}`;

/**
 * The SSN, checked with the identity bureau. A number that does not match says how many tries are
 * left; the last one closes online verification, which the member is told plainly.
 */
export function SsnForm({ attemptsLeft, onPassed }: { attemptsLeft: number; onPassed: () => void }) {
  const [digits, setDigits] = useState('');
  const [error, setError] = useState<string>();
  const [locked, setLocked] = useState(attemptsLeft === 0);
  const [sending, setSending] = useState(false);
  const countSsnAttempt = useOnboardingStore((state) => state.countSsnAttempt);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ssnSchema.safeParse(digits);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setSending(true);
    countSsnAttempt();
    try {
      const result = await sendSsn(parsed.data);
      if (result.status === 'VERIFIED' || result.status === 'KBA_REQUIRED') onPassed();
      else if (result.status === 'FAILED') setLocked(true);
      else setError(`${mismatchOf[result.status]} ${triesLeft(result.attemptsLeft)} left.`);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 403) setLocked(true);
      else {
        const errors = fieldErrorsFromApi(failure);
        setError(errors.ssn ?? errors.form ?? 'We could not check your SSN. Try again.');
      }
    } finally {
      setSending(false);
    }
  }

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
          digits={digits}
          onDigitsChange={(change) => {
            if ('refused' in change) return setError(change.refused);
            setDigits(change.digits);
            setError(undefined);
          }}
          error={error}
        />
        {attemptsLeft < 3 && !error && (
          <Alert color="yellow" variant="light">
            {triesLeft(attemptsLeft)} left before online verification closes.
          </Alert>
        )}
        <Button type="submit" loading={sending} style={{ alignSelf: 'flex-start' }}>
          Verify my identity
        </Button>
      </Stack>
    </form>
  );
}
