import { maskedNumber } from '@fernleaf/contract/account-mask';
import type { LinkedBank, LinkedBankAccount, LinkedBankStatus } from '@fernleaf/contract/bank';
import { formatCents } from '@fernleaf/contract/money';
import { Badge, Button, Card, Group, Loader, Modal, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { FailureAlert } from '../../../ui/failure-alert';
import { showSnackbar } from '../../../ui/snackbar/snackbar-store';
import { useLinkedBanks } from '../api/linked-banks';
import { failureMessage } from '../lib/failure-message';
import { BankLinkFlow, type BankLinkFlowProps } from './bank-link-flow';
import { InstitutionBadge } from './institution-badge';
import { RemoveBankButton } from './remove-bank-button';

export const noBankLinkedText = 'No bank linked yet';

// Filled badges in shades that keep white text above 4.5:1.
const statusBadges: Record<Exclude<LinkedBankStatus, 'REMOVED'>, { label: string; color: string }> = {
  COMPLETE: { label: 'Linked', color: 'fern' },
  PENDING: { label: 'Connecting', color: 'gray.7' },
  UNLINKED: { label: 'Needs reconnecting', color: 'red.9' },
};

/**
 * The member's linked banks with their accounts and balances, a Remove button per bank, and "Link a
 * bank", which opens the link flow in a dialog.
 */
export function LinkedBanksList({
  returnTo = '/accounts',
  headingOrder = 2,
  flowProps,
}: {
  /** Where an Akoya-style link started here comes back to. */
  returnTo?: string;
  headingOrder?: TitleOrder;
  /** Passed to the link flow; tests pass fakes of the provider calls. */
  flowProps?: Partial<BankLinkFlowProps>;
}) {
  const linked = useLinkedBanks();
  const [linking, setLinking] = useState(false);
  const banks = linked.data?.banks.filter((bank) => bank.status !== 'REMOVED') ?? [];

  const linkButton = (
    <Button onClick={() => setLinking(true)} variant={banks.length > 0 ? 'light' : 'filled'}>
      Link a bank
    </Button>
  );

  let content: ReactNode;
  if (linked.isPending) {
    content = (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Loading your banks…</Text>
      </Group>
    );
  } else if (linked.isError) {
    content = (
      <FailureAlert
        title="We could not load your banks"
        actions={[{ label: 'Try again', onClick: () => void linked.refetch() }]}
      >
        {failureMessage(linked.error)}
      </FailureAlert>
    );
  } else if (banks.length === 0) {
    content = (
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm" align="flex-start">
          <Text fw={600}>{noBankLinkedText}</Text>
          <Text size="sm" c="dimmed">
            Link the bank your pay goes into to see its balance here and to move money in and out.
          </Text>
          {linkButton}
        </Stack>
      </Card>
    );
  } else {
    content = (
      <Stack gap="md">
        <Stack component="ul" gap="md" p={0} m={0} aria-label="Linked banks">
          {banks.map((bank) => (
            <li key={bank.id} style={{ listStyle: 'none' }}>
              <LinkedBankCard bank={bank} headingOrder={Math.min(headingOrder + 1, 6) as TitleOrder} />
            </li>
          ))}
        </Stack>
        <Group>{linkButton}</Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Title order={headingOrder} fz="h3">
        Linked banks
      </Title>
      {content}
      <Modal opened={linking} onClose={() => setLinking(false)} title="Link a bank" size="lg" centered>
        <BankLinkFlow
          returnTo={returnTo}
          headingOrder={3}
          {...flowProps}
          onLinked={(bank) => {
            setLinking(false);
            showSnackbar({ text: `${bank.institutionName} is linked.` });
          }}
        />
      </Modal>
    </Stack>
  );
}

function LinkedBankCard({ bank, headingOrder }: { bank: LinkedBank; headingOrder: TitleOrder }) {
  const status = statusBadges[bank.status as keyof typeof statusBadges];
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        {/* At phone width the name wraps and the Remove button keeps its whole width. */}
        <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
          <InstitutionBadge initials={bank.institution.initials} color={bank.institution.color} />
          <Stack gap={2} miw={0}>
            <Title order={headingOrder} fz="h4" style={{ overflowWrap: 'anywhere' }}>
              {bank.institution.name}
            </Title>
            {status && (
              <Badge color={status.color} variant="filled" size="sm">
                {status.label}
              </Badge>
            )}
          </Stack>
        </Group>
        <RemoveBankButton bank={{ id: bank.id, source: bank.source, institutionName: bank.institution.name }} />
      </Group>
      {bank.accounts.length === 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          {bank.status === 'PENDING' ? 'Your accounts show here once the bank has connected.' : 'No accounts shared.'}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} mt="sm" aria-label={`Accounts at ${bank.institution.name}`}>
          {bank.accounts.map((account) => (
            <li key={account.id} style={{ listStyle: 'none' }}>
              <AccountRow account={account} />
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}

function AccountRow({ account }: { account: LinkedBankAccount }) {
  // The bank is the card's heading, so the row names the account and its mask only (never the bank
  // name cut short, as a payment method's label is).
  return (
    <Group justify="space-between" gap="sm" py={4} wrap="wrap">
      <Stack gap={0}>
        <Text fw={600}>{account.name}</Text>
        <Text size="sm" c="dimmed">
          {maskedNumber(account.mask)} · {account.type === 'CHECKING' ? 'Checking' : 'Savings'}
        </Text>
      </Stack>
      <Stack gap={0} align="flex-end">
        <Text fw={600}>
          <Text span size="sm" c="dimmed" fw={400}>
            Available{' '}
          </Text>
          {formatCents(account.availableBalance)}
        </Text>
        <Text size="sm" c="dimmed">
          Current {formatCents(account.currentBalance)}
        </Text>
      </Stack>
    </Group>
  );
}
