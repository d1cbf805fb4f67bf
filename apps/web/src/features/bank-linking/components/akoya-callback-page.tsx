import type { LinkedBankSummary } from '@fernleaf/contract/bank';
import { Box, Button, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { CenteredMain } from '../../../ui/centered-main';
import { FailureAlert } from '../../../ui/failure-alert';
import { finishAkoyaLink } from '../api/finish-akoya-link';
import { akoyaErrorMessage } from '../lib/akoya-callback';
import { clearAkoyaReturn, readAkoyaReturn } from '../lib/akoya-return';
import { failureMessage } from '../lib/failure-message';
import type { BankStatusFetcher } from '../lib/poll-bank-status';
import { LinkProgress } from './link-progress';
import { useBankLinkPolling } from './use-bank-link-polling';
import { useRecordLinkedBank } from './use-record-linked-bank';

export interface AkoyaCallbackPageProps {
  code: string | undefined;
  state: string | undefined;
  error: string | undefined;
  /** Tests pass fakes; the app makes the calls. */
  finish?: typeof finishAkoyaLink;
  fetchStatus?: BankStatusFetcher;
}

type Phase =
  | { kind: 'finishing' }
  | { kind: 'connecting'; bank: LinkedBankSummary }
  | { kind: 'failed'; title: string; message: string };

// A provider code is exchanged once; React's development double effect must not send it twice at
// the same moment (the second would be refused as a request still in progress).
let exchanging: { key: string; answer: Promise<LinkedBankSummary> } | undefined;

function exchange(state: string, code: string, finish: typeof finishAkoyaLink): Promise<LinkedBankSummary> {
  const key = `${state}\u0000${code}`;
  if (exchanging?.key === key) return exchanging.answer;
  const current = { key, answer: finish({ state, code }) };
  exchanging = current;
  const release = () => {
    if (exchanging === current) exchanging = undefined;
  };
  current.answer.then(release, release);
  return current.answer;
}

function initialPhase({ code, state, error }: Pick<AkoyaCallbackPageProps, 'code' | 'state' | 'error'>): Phase {
  if (error) {
    const cancelled = error === 'access_denied';
    return {
      kind: 'failed',
      title: cancelled ? 'Linking cancelled' : 'We could not link your bank',
      message: akoyaErrorMessage(error),
    };
  }
  if (!code || !state) {
    return {
      kind: 'failed',
      title: 'We could not link your bank',
      message: 'The link from your bank is incomplete. Go back and start linking again.',
    };
  }
  return { kind: 'finishing' };
}

/**
 * Where the Akoya-style provider sends the member back: finishes the link with the code, waits for
 * the bank to be COMPLETE (polling every 3 s), then returns to the step the member came from.
 */
export function AkoyaCallbackPage({
  code,
  state,
  error,
  finish = finishAkoyaLink,
  fetchStatus,
}: AkoyaCallbackPageProps) {
  const navigate = useNavigate();
  const [saved] = useState(readAkoyaReturn);
  const [phase, setPhase] = useState<Phase>(() => initialPhase({ code, state, error }));
  const recordLinkedBank = useRecordLinkedBank();
  const connecting = phase.kind === 'connecting' ? phase.bank : null;
  const polling = useBankLinkPolling(connecting, {
    fetchStatus,
    onComplete: () => {
      if (!connecting) return;
      recordLinkedBank(connecting);
      clearAkoyaReturn();
      void navigate({ to: saved.returnTo, replace: true });
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the exchange runs once per code and state.
  useEffect(() => {
    if (phase.kind !== 'finishing' || !code || !state) return;
    let active = true;
    exchange(state, code, finish).then(
      (bank) => active && setPhase({ kind: 'connecting', bank }),
      (failure: unknown) =>
        active && setPhase({ kind: 'failed', title: 'We could not link your bank', message: failureMessage(failure) }),
    );
    return () => {
      active = false;
    };
  }, [code, state]);

  const bankName = connecting?.institutionName ?? saved.institution?.name ?? 'your bank';
  const announcement =
    phase.kind === 'finishing'
      ? `Finishing the link to ${bankName}…`
      : phase.kind === 'connecting' && polling.state.status === 'polling'
        ? `Connecting to ${bankName}…`
        : '';

  return (
    <CenteredMain>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
      {phase.kind === 'failed' ? (
        <>
          <Title order={1} fz="h2">
            {phase.title}
          </Title>
          <Box w="100%" ta="left">
            <FailureAlert>{phase.message}</FailureAlert>
          </Box>
          <Button component={Link} to={saved.returnTo} replace>
            Go back
          </Button>
        </>
      ) : (
        <>
          <Title order={1} fz="h2">
            Linking {bankName}
          </Title>
          {phase.kind === 'finishing' ? (
            <LinkProgress
              bankName={bankName}
              state={{ status: 'polling' }}
              onRetry={() => {}}
              onStartAgain={() => {}}
            />
          ) : (
            <LinkProgress
              bankName={bankName}
              state={polling.state}
              onRetry={polling.retry}
              onStartAgain={() => void navigate({ to: saved.returnTo, replace: true })}
            />
          )}
          <Text size="sm" c="dimmed">
            This usually takes a few seconds. Keep this page open.
          </Text>
        </>
      )}
    </CenteredMain>
  );
}
