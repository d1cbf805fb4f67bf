import type { LinkedBankSummary, LinkSession } from '@fernleaf/contract/bank';
import { Modal } from '@mantine/core';
import { finishProviderLink, type InPageSource } from '../api/finish-provider-link';
import { providerBrands } from '../lib/provider-brand';
import { ProviderSignInForm } from './provider-sign-in-form';
import { type ProviderSignInApi, useProviderSignIn } from './use-provider-sign-in';

export interface ProviderLinkDialogProps {
  session: LinkSession & { source: InPageSource };
  /** The provider handed back its token and the product finished the link (its status may still be PENDING). */
  onLinked(bank: LinkedBankSummary): void;
  /** The member closed the provider's screen. */
  onExit(): void;
  /** The provider closed the session after failed sign-ins; a new one has to be opened. */
  onStartAgain(): void;
  api?: ProviderSignInApi;
  finish?: typeof finishProviderLink;
}

/**
 * The Plaid- or Finicity-style screen, shown in the app as those providers show theirs: a dialog in
 * the provider's colours, clearly marked as the sandbox. On sign-in it trades the provider's token
 * through that provider's login-success call.
 */
export function ProviderLinkDialog({
  session,
  onLinked,
  onExit,
  onStartAgain,
  api,
  finish = finishProviderLink,
}: ProviderLinkDialogProps) {
  const brand = providerBrands[session.source];
  const signIn = useProviderSignIn({
    session,
    api,
    onAuthorized: async ({ publicToken }) => {
      if (!publicToken) throw new Error('The provider did not return a token');
      onLinked(await finish(session.source, { linkSessionId: session.linkSessionId, publicToken }));
    },
  });

  const close = () => {
    signIn.exit();
    onExit();
  };

  return (
    <Modal
      opened
      onClose={close}
      title={brand.title}
      centered
      size="md"
      // Closing by a stray click outside would throw away what the member typed.
      closeOnClickOutside={false}
      styles={{
        header: { backgroundColor: brand.color, color: '#fff', marginBottom: 'var(--mantine-spacing-md)' },
        title: { fontWeight: 700 },
        // Transparent even when hovered, so the white cross stays readable on the provider's colour.
        close: { color: '#fff', backgroundColor: 'transparent' },
      }}
    >
      <ProviderSignInForm
        session={session}
        signIn={signIn}
        failedAction={{
          label: 'Start again',
          onClick: () => {
            signIn.exit();
            onStartAgain();
          },
        }}
      />
    </Modal>
  );
}
