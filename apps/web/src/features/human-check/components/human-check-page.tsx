import { humanTokenTtlSeconds } from '@fernleaf/contract/turnstile';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { getBrandName } from '../../../lib/brand';
import { HumanCheck, type HumanCheckProps } from './human-check';

/**
 * `/rnd/turnstile`: the check sign-up runs, on its own, with what it does and why. It renders inside
 * the app layout's main landmark; its title and description are the route's metadata.
 */
export function HumanCheckPage({ api, solver }: Pick<HumanCheckProps, 'api' | 'solver'>) {
  const brand = getBrandName();
  const [run, setRun] = useState(0);
  const [verified, setVerified] = useState(false);

  const checkAgain = () => {
    setVerified(false);
    setRun((count) => count + 1);
  };

  return (
    <Stack gap="lg" maw={560} mx="auto">
      <Title order={1}>A quick check that you are a person</Title>
      <Text>
        Before some steps, like creating an account, your browser solves a small puzzle. It takes about a second and
        asks nothing of you: no pictures to pick, nothing to type. For one person it is nothing; for a script making
        thousands of fake accounts it adds up.
      </Text>
      <Text>
        The puzzle comes from {brand} and is checked by {brand} alone. No other company is involved, and it reads
        nothing about you or your device.
      </Text>
      <HumanCheck key={run} api={api} solver={solver} onVerified={() => setVerified(true)} />
      {verified && (
        <Stack gap="sm" align="flex-start">
          <Text>
            You passed. A pass works once and lasts {humanTokenTtlSeconds / 60} minutes, so each sign-up gets a fresh
            one.
          </Text>
          <Button variant="default" onClick={checkAgain}>
            Check again
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
