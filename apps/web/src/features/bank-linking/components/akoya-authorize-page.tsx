import { Box, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { getBrandName } from '../../../lib/brand';
import { FailureAlert } from '../../../ui/failure-alert';
import { useMainLandmarkElement } from '../../../ui/main-landmark';
import { useProviderSession } from '../api/provider-session';
import { akoyaErrorUrl } from '../lib/akoya-callback';
import { failureMessage } from '../lib/failure-message';
import { providerBrands } from '../lib/provider-brand';
import { ProviderSignInForm } from './provider-sign-in-form';
import { type ProviderSignInApi, useProviderSignIn } from './use-provider-sign-in';

export interface AkoyaAuthorizePageProps {
  /** The link session id the product passed in the provider's address. */
  state: string | undefined;
  /** Leaves for another page with a full load, as a provider's redirect does; tests pass a spy. */
  leavePage?: (url: string) => void;
  api?: ProviderSignInApi;
}

const brand = providerBrands.AKOYA;

/**
 * The Akoya-style provider's authorization page, standing in for the real one: the member signs in
 * at their bank (with the code step when asked) and is sent back to the product's callback with a
 * code, or with an error when they cancel.
 */
export function AkoyaAuthorizePage({
  state,
  leavePage = (url) => window.location.assign(url),
  api,
}: AkoyaAuthorizePageProps) {
  const element = useMainLandmarkElement();
  return (
    <Center component={element} mih={element === 'main' ? '100dvh' : undefined} px="md" py="xl">
      <Paper withBorder radius="lg" w="100%" maw={460} style={{ overflow: 'hidden' }}>
        <Box bg={brand.color} c="#fff" px="lg" py="md">
          <Title order={1} fz="h3">
            {brand.title}
          </Title>
        </Box>
        <Box p="lg">
          {state ? (
            <AuthorizeSession state={state} leavePage={leavePage} api={api} />
          ) : (
            <InvalidLink leavePage={leavePage} state={undefined} message="This sign-in link is missing its session." />
          )}
        </Box>
      </Paper>
    </Center>
  );
}

function AuthorizeSession({
  state,
  leavePage,
  api,
}: {
  state: string;
  leavePage(url: string): void;
  api: ProviderSignInApi | undefined;
}) {
  const session = useProviderSession(state);
  if (session.isPending) {
    return (
      <Stack align="center" gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Loading your bank's sign-in…</Text>
      </Stack>
    );
  }
  if (session.isError) {
    return <InvalidLink leavePage={leavePage} state={state} message={failureMessage(session.error)} />;
  }
  return <AuthorizeForm session={session.data} leavePage={leavePage} api={api} />;
}

function AuthorizeForm({
  session,
  leavePage,
  api,
}: {
  session: NonNullable<ReturnType<typeof useProviderSession>['data']>;
  leavePage(url: string): void;
  api: ProviderSignInApi | undefined;
}) {
  const brandName = getBrandName();
  const signIn = useProviderSignIn({
    session,
    api,
    onAuthorized: ({ redirectUrl }) => {
      if (!redirectUrl) throw new Error('The provider did not say where to go back to');
      leavePage(redirectUrl);
    },
  });
  const cancel = () => {
    signIn.exit();
    leavePage(akoyaErrorUrl('access_denied', session.linkSessionId));
  };

  return (
    <Stack gap="md">
      <Text>
        {brandName} is asking to see your accounts and balances at {session.institution.name}. Sign in at your bank to
        allow it. {brandName} never sees your password.
      </Text>
      <ProviderSignInForm
        session={session}
        signIn={signIn}
        failedAction={{
          label: `Back to ${brandName}`,
          onClick: () => leavePage(akoyaErrorUrl('login_failed', session.linkSessionId)),
        }}
      />
      {signIn.step.kind !== 'failed' && (
        <Button variant="default" onClick={cancel} disabled={signIn.busy}>
          Cancel
        </Button>
      )}
    </Stack>
  );
}

function InvalidLink({
  leavePage,
  state,
  message,
}: {
  leavePage(url: string): void;
  state: string | undefined;
  message: string;
}) {
  return (
    <Stack gap="md">
      <FailureAlert title="This sign-in link does not work">{message}</FailureAlert>
      <Button color="dark" onClick={() => leavePage(akoyaErrorUrl('invalid_request', state))}>
        Back to {getBrandName()}
      </Button>
    </Stack>
  );
}
