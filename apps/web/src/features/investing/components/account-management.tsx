import { formatMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import type { PlusAccount } from '@fernleaf/contract/investing';
import { Anchor, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { openAgreementDialog } from '../../../ui/dialogs/dialog-store';
import { DividendChoice } from '../dividends/dividend-choice';
import { accountDisclosures } from '../lib/disclosure-documents';

const closeAccountPaths = {
  MANAGED: '/investment/managed/close-account',
  SELF_DIRECTED: '/investment/active/close-account',
} as const;
const kindNames = { MANAGED: 'Managed (we invest for you)', SELF_DIRECTED: 'Self-directed (you choose)' } as const;
const statusNames = { OPEN: 'Open', CLOSING: 'Closing', CLOSED: 'Closed' } as const;

/**
 * An investment account's details, the documents accepted when it opened (each readable again in the
 * legal dialog, with its PDF), and the way to close it. One component for both kinds.
 */
export function AccountManagement({ account }: { account: PlusAccount }) {
  const kind = account.investmentKind ?? 'SELF_DIRECTED';
  return (
    <Stack gap="lg">
      <Card component="section" aria-labelledby="account-details-heading" withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="h3" id="account-details-heading">
            Account details
          </Title>
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
            <Detail term="Account number" value={account.accountNo} testId="account-number" />
            <Detail term="Opened" value={formatMonthDayYear(account.accountCreatedOn)} testId="account-opened" />
            <Detail term="Kind" value={kindNames[kind]} testId="account-kind" />
            <Detail term="Status" value={statusNames[account.accountStatus]} testId="account-status" />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            Only the last four digits are shown here.
          </Text>
        </Stack>
      </Card>

      <Card withBorder radius="lg" padding="lg">
        <DividendChoice accountId={account.accountId} />
      </Card>

      <Card component="section" aria-labelledby="account-documents-heading" withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="h3" id="account-documents-heading">
            Documents
          </Title>
          <Text size="sm">You accepted these before the account opened. Each opens here, with a PDF to keep.</Text>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {accountDisclosures(kind).map((document) => (
              <li key={document.documentId}>
                <Button
                  variant="subtle"
                  px={0}
                  onClick={() => openAgreementDialog(document, undefined)}
                  aria-label={`Read the ${document.name}`}
                >
                  <Text span style={{ whiteSpace: 'normal', textAlign: 'left' }}>
                    {document.name.replace(/^./, (first) => first.toUpperCase())}
                  </Text>
                </Button>
              </li>
            ))}
          </Stack>
        </Stack>
      </Card>

      <Card component="section" aria-labelledby="close-account-heading" withBorder radius="lg" padding="lg">
        <Stack gap="xs" align="flex-start">
          <Title order={2} fz="h3" id="close-account-heading">
            Close the account
          </Title>
          <Text size="sm">
            Closing sells everything the account holds at the market and returns the cash to your checking account.
          </Text>
          <Anchor component={Link} to={closeAccountPaths[kind]}>
            Close this account
          </Anchor>
        </Stack>
      </Card>
    </Stack>
  );
}

function Detail({ term, value, testId }: { term: string; value: string; testId: string }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {term}
      </Text>
      <Text component="dd" m={0} fw={600} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}
