import { Box, Button, Group, Loader, Paper, Progress, Text, ThemeIcon } from '@mantine/core';
import { useRef } from 'react';
import { defaultSolver, type HumanCheckSolver } from '../lib/solver';
import { type HumanCheckApi, httpHumanCheckApi, useHumanCheck } from '../use-human-check';

export interface HumanCheckProps {
  /** Called once with the single-use token the call that needs a person takes (it lasts 10 minutes). */
  onVerified: (token: string) => void;
  api?: HumanCheckApi;
  solver?: HumanCheckSolver;
}

export const checkingText = 'Checking you are a person…';
export const verifiedText = 'Verified';
export const failedText = 'We could not finish the check';

/** Runs the check as soon as it shows; the person only acts when it fails. */
export function HumanCheck({ onVerified, api = httpHumanCheckApi, solver = defaultSolver }: HumanCheckProps) {
  const { state, retry } = useHumanCheck({ api, solver, onVerified });
  const box = useRef<HTMLDivElement>(null);

  const tryAgain = () => {
    // The button goes away while the check runs again; the box keeps the keyboard's place.
    box.current?.focus();
    retry();
  };

  return (
    <Paper ref={box} tabIndex={-1} withBorder radius="md" p="md" w="100%" ta="left">
      <Group gap="sm" wrap="nowrap">
        <StatusIcon status={state.status} />
        <Box flex={1} miw={0}>
          <div role="status" aria-live="polite">
            {state.status === 'checking' && <Text fw={500}>{checkingText}</Text>}
            {state.status === 'verified' && <Text fw={500}>{verifiedText}</Text>}
            {state.status === 'failed' && (
              <>
                <Text fw={500}>{failedText}</Text>
                <Text size="sm">{state.message}</Text>
              </>
            )}
          </div>
          {state.status === 'checking' && (
            <Progress value={state.progress} size="sm" mt="xs" aria-label="Progress of the check" />
          )}
        </Box>
        {state.status === 'failed' && (
          <Button variant="light" onClick={tryAgain}>
            Try again
          </Button>
        )}
      </Group>
    </Paper>
  );
}

function StatusIcon({ status }: { status: 'checking' | 'verified' | 'failed' }) {
  if (status === 'checking') return <Loader size="sm" aria-hidden />;
  return (
    <ThemeIcon radius="xl" color={status === 'verified' ? 'teal' : 'red'}>
      <svg
        aria-hidden="true"
        width="16"
        height="16"
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        {status === 'verified' ? (
          <path d="M3 8.5l3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <path d="M8 3.5v5.5M8 12v.5" strokeLinecap="round" />
        )}
      </svg>
    </ThemeIcon>
  );
}
