import { formatMonthDayYearTime } from '@fernleaf/contract/calendar/date-time-formats';
import type { SignedInBrowser } from '@fernleaf/contract/profile-security';
import { Alert, Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessageOf } from '../../../lib/form/form-errors';
import { Loading, RetryAlert } from '../../../ui/load-states';
import { showSnackbar } from '../../../ui/snackbar/snackbar-store';
import { signedInBrowsersQueryOptions, useSignOutBrowser, useSignOutOtherBrowsers } from '../api/signed-in-browsers';

/** Within this long, a browser counts as in use now. */
const activeNowMs = 5 * 60_000;

function lastSeen(browser: SignedInBrowser, now: number): string {
  if (browser.isCurrent || now - Date.parse(browser.lastSeenAt) < activeNowMs) return 'Active now';
  return `Last active ${formatMonthDayYearTime(browser.lastSeenAt)}`;
}

function BrowserRow({
  browser,
  onSignOut,
  signingOut,
}: {
  browser: SignedInBrowser;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  return (
    <Group component="li" justify="space-between" align="center" wrap="wrap" gap="sm" py="sm">
      <Stack gap={2} style={{ flex: '1 1 220px' }}>
        <Group gap="xs">
          <Text fw={600}>{browser.description}</Text>
          {browser.isCurrent && (
            <Badge color="fern" variant="light">
              This browser
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          Signed in {formatMonthDayYearTime(browser.signedInAt)} · {lastSeen(browser, Date.now())}
        </Text>
      </Stack>
      {!browser.isCurrent && (
        <Button
          variant="default"
          size="xs"
          onClick={onSignOut}
          loading={signingOut}
          disabled={signingOut}
          aria-label={`Sign out ${browser.description}, signed in ${formatMonthDayYearTime(browser.signedInAt)}`}
        >
          Sign out
        </Button>
      )}
    </Group>
  );
}

export function SignedInBrowsersSection() {
  const browsers = useQuery(signedInBrowsersQueryOptions());
  const signOutOthers = useSignOutOtherBrowsers();
  const signOutOne = useSignOutBrowser();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string>();
  const others = browsers.data?.browsers.filter((browser) => !browser.isCurrent) ?? [];

  async function signOutEveryOther() {
    setFailure(undefined);
    try {
      const { signedOutBrowsers } = await signOutOthers.mutateAsync();
      setConfirming(false);
      showSnackbar({
        text: `Signed out of ${signedOutBrowsers} other ${signedOutBrowsers === 1 ? 'browser' : 'browsers'}.`,
      });
    } catch (error) {
      setConfirming(false);
      setFailure(failureMessageOf(error));
    }
  }

  async function signOutBrowser(browser: SignedInBrowser) {
    setFailure(undefined);
    try {
      await signOutOne.mutateAsync(browser.id);
      showSnackbar({ text: `Signed out of ${browser.description}.` });
    } catch (error) {
      setFailure(failureMessageOf(error));
    }
  }

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="browsers-heading">
      <Title order={2} fz="h4" id="browsers-heading">
        Signed-in browsers
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        Where your account is signed in now. If you do not recognise one, sign it out and change your password.
      </Text>
      {failure && (
        <Alert color="red" role="alert" title="That did not work" mt="md">
          {failure}
        </Alert>
      )}
      {browsers.isPending ? (
        <Loading text="Loading your browsers…" />
      ) : browsers.isError ? (
        <Stack mt="md">
          <RetryAlert
            title="We could not load your browsers"
            onRetry={() => void browsers.refetch()}
            retrying={browsers.isFetching}
          />
        </Stack>
      ) : (
        <>
          <Stack component="ul" gap={0} p={0} m={0} mt="sm" style={{ listStyle: 'none' }}>
            {browsers.data.browsers.map((browser) => (
              <BrowserRow
                key={browser.id}
                browser={browser}
                onSignOut={() => void signOutBrowser(browser)}
                signingOut={signOutOne.isPending && signOutOne.variables === browser.id}
              />
            ))}
          </Stack>
          {others.length === 0 ? (
            <Text size="sm" mt="sm">
              You are not signed in anywhere else.
            </Text>
          ) : (
            <Button
              variant="outline"
              color="red.9"
              mt="md"
              style={{ alignSelf: 'flex-start' }}
              onClick={() => setConfirming(true)}
              disabled={signOutOthers.isPending}
            >
              Sign out of all other browsers
            </Button>
          )}
        </>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Sign out of all other browsers?" centered>
        <Stack gap="md">
          <Text>
            {others.length === 1 ? 'The other browser' : `The ${others.length} other browsers`} will need your password
            to get back in. This browser stays signed in.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={signOutOthers.isPending}>
              Cancel
            </Button>
            <Button
              color="red.9"
              onClick={() => void signOutEveryOther()}
              loading={signOutOthers.isPending}
              disabled={signOutOthers.isPending}
            >
              Sign out others
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
