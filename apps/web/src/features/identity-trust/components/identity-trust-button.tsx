import type { IdentityTrustFlowType, IdentityTrustSource } from '@fernleaf/contract/identity-trust';
import { Alert, Button, type ButtonProps, Stack } from '@mantine/core';
import { type ReactNode, useRef, useState } from 'react';
import { ApiError, noResponseStatus } from '../../../lib/api-client';
import { fetchIdentityTrustUrl } from '../api/request-identity-trust-url';
import { clearIdentityTrustReturn, isWebUrl, saveIdentityTrustReturn } from '../lib/identity-trust-return';
import { useIdentityTrustStore } from '../store';

export interface IdentityTrustButtonProps extends Pick<ButtonProps, 'size' | 'variant' | 'fullWidth'> {
  source: IdentityTrustSource;
  flowType: IdentityTrustFlowType;
  /** Where "Continue" goes once the check succeeded; the callback page reads it after the round trip. */
  returnTo?: string;
  children?: ReactNode;
  /** Tests pass a spy; the browser leaves for the check otherwise. */
  goTo?: (url: string) => void;
}

const leaveFor = (url: string) => window.location.assign(url);

function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.description;
  return "Looks like your request couldn't be completed. Please try again.";
}

/**
 * Asks the server for a document-and-selfie check and sends the browser to it. The request id is
 * kept while the outcome of a request is unknown (no answer), so trying again answers the same check.
 */
export function IdentityTrustButton({
  source,
  flowType,
  returnTo,
  children = 'Verify your identity',
  goTo = leaveFor,
  ...buttonProps
}: IdentityTrustButtonProps) {
  const pendingRequestId = useRef<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function start() {
    const store = useIdentityTrustStore.getState();
    store.requestStarted();
    setFailure(undefined);
    setBusy(true);
    pendingRequestId.current ??= crypto.randomUUID();
    try {
      const answer = await fetchIdentityTrustUrl({ source, flowType, requestId: pendingRequestId.current });
      pendingRequestId.current = undefined;
      if (!isWebUrl(answer.url, window.location.href)) throw new Error(`not a web address: ${answer.url}`);
      store.requestSucceeded(flowType, answer);
      // A return saved by an earlier check must not send this one elsewhere.
      if (returnTo) saveIdentityTrustReturn(returnTo);
      else clearIdentityTrustReturn();
      // The button stays busy: the page is about to be replaced by the check.
      goTo(answer.url);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === noResponseStatus)) pendingRequestId.current = undefined;
      store.requestFailed();
      setFailure(failureText(error));
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm" align="stretch">
      {failure && (
        <Alert color="red" variant="light" title="We could not start the identity check" role="alert">
          {failure}
        </Alert>
      )}
      <Button onClick={() => void start()} loading={busy} {...buttonProps}>
        {children}
      </Button>
    </Stack>
  );
}
