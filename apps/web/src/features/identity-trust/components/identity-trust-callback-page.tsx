import type { IdentityTrustInterview } from '@fernleaf/contract/identity-trust';
import { Alert, Anchor, Button, Group, Loader, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { CenteredMain } from '../../../ui/centered-main';
import { identityTrustInterviewQueryOptions } from '../api/get-identity-trust-interview';
import { clearIdentityTrustReturn, isWebUrl, readIdentityTrustReturn } from '../lib/identity-trust-return';
import { useIdentityTrustStore } from '../store';
import { IdentityTrustButton } from './identity-trust-button';

export interface IdentityTrustCallbackPageProps {
  /** From the callback address; the status there is not trusted, the server's is shown. */
  interviewId: string | undefined;
  /** Passed on to the retry button; tests pass a spy. */
  goTo?: (url: string) => void;
}

function Outcome({
  interview,
  returnTo,
  goTo,
  onCheckAgain,
  checking,
}: {
  interview: IdentityTrustInterview;
  returnTo: string;
  goTo: ((url: string) => void) | undefined;
  onCheckAgain: () => void;
  checking: boolean;
}) {
  if (interview.status === 'SUCCESS') {
    return (
      <>
        <Title order={1} fz="h2">
          Your identity is confirmed
        </Title>
        <Text>Thanks for sending your photos. You can pick up where you left off.</Text>
        <Button component={Link} to={returnTo} replace onClick={() => clearIdentityTrustReturn()}>
          Continue
        </Button>
      </>
    );
  }
  if (interview.status === 'FAILED') {
    return (
      <>
        <Title order={1} fz="h2">
          We could not confirm your identity
        </Title>
        <Text>
          Your photos did not pass the check. Try again with a clear photo of the front of your ID and a selfie in good
          light.
        </Text>
        <IdentityTrustButton source={interview.source} flowType={interview.flowType} returnTo={returnTo} goTo={goTo}>
          Try again
        </IdentityTrustButton>
        <Anchor component={Link} to={returnTo}>
          Not now
        </Anchor>
      </>
    );
  }
  return (
    <>
      <Title order={1} fz="h2">
        Your identity check is not finished
      </Title>
      <Text>We have not received your photos yet. Finish the check to continue.</Text>
      <Group justify="center">
        {interview.url && isWebUrl(interview.url, window.location.href) && (
          <Button component="a" href={interview.url}>
            Finish the check
          </Button>
        )}
        <Button variant="default" onClick={onCheckAgain} loading={checking}>
          Check again
        </Button>
      </Group>
    </>
  );
}

/**
 * Where the check sends the member back (`/{source}/identity-trust/callback`): shows the outcome the
 * server holds for the interview, with a retry after a failure and a way to finish a pending check.
 */
export function IdentityTrustCallbackPage({ interviewId, goTo }: IdentityTrustCallbackPageProps) {
  const [returnTo] = useState(readIdentityTrustReturn);
  const interview = useQuery({ ...identityTrustInterviewQueryOptions(interviewId ?? ''), enabled: !!interviewId });
  const setPending = useIdentityTrustStore((state) => state.setPending);
  const status = interview.data?.status;

  useEffect(() => {
    if (status === 'PENDING') setPending();
  }, [status, setPending]);

  if (!interviewId) {
    return (
      <CenteredMain>
        <Title order={1} fz="h2">
          This link is incomplete
        </Title>
        <Text>Go back and start the identity check again.</Text>
        <Button component={Link} to={returnTo}>
          Go back
        </Button>
      </CenteredMain>
    );
  }

  if (interview.isPending) {
    return (
      <CenteredMain>
        <Title order={1} fz="h2">
          Checking your identity
        </Title>
        <Loader aria-hidden="true" />
        <Text role="status">Getting the result of your identity check…</Text>
      </CenteredMain>
    );
  }

  if (interview.isError) {
    const missing = interview.error instanceof ApiError && interview.error.status === 404;
    return (
      <CenteredMain>
        <Title order={1} fz="h2">
          {missing ? 'We could not find this identity check' : 'We could not get the result'}
        </Title>
        <Alert color="red" variant="light" role="alert" w="100%" ta="left">
          {missing
            ? 'This check is not one of yours, or the link is incomplete. Start the identity check again.'
            : interview.error instanceof ApiError
              ? interview.error.description
              : "Looks like your request couldn't be completed. Please try again."}
        </Alert>
        <Group justify="center">
          {!missing && (
            <Button onClick={() => void interview.refetch()} loading={interview.isFetching}>
              Try again
            </Button>
          )}
          <Button variant={missing ? 'filled' : 'default'} component={Link} to={returnTo}>
            Go back
          </Button>
        </Group>
      </CenteredMain>
    );
  }

  return (
    <CenteredMain>
      <Outcome
        interview={interview.data}
        returnTo={returnTo}
        goTo={goTo}
        onCheckAgain={() => void interview.refetch()}
        checking={interview.isFetching}
      />
    </CenteredMain>
  );
}
