import { Button, Card, List, Stack, Text } from '@mantine/core';

export interface PrerollReason {
  title: string;
  text: string;
}

/** What every link is, whichever product asks for it: read-only, through the bank's connection partner. */
const howLinkingWorks: PrerollReason[] = [
  {
    title: 'You sign in with your bank',
    text: 'Through its connection partner (Plaid, Finicity or Akoya, depending on your bank). You can remove the link at any time from your accounts page.',
  },
  {
    title: 'We read, we do not move',
    text: 'Linking shares your balances and up to a year of transactions. No money moves unless you ask for it on a screen that shows the amount.',
  },
];

/**
 * Before a product sends a member to link a bank (the bv-preroll step): why this product asks, then
 * how linking works. The product says its own reasons.
 */
export function BankLinkPreroll({
  reasons,
  onContinue,
  busy,
}: {
  reasons: PrerollReason[];
  onContinue: () => void;
  busy: boolean;
}) {
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg">
        <List spacing="md" listStyleType="none" p={0}>
          {[...reasons, ...howLinkingWorks].map((reason) => (
            <List.Item key={reason.title}>
              <Text fw={700}>{reason.title}</Text>
              <Text size="sm">{reason.text}</Text>
            </List.Item>
          ))}
        </List>
      </Card>
      <Button onClick={onContinue} loading={busy} size="md" style={{ alignSelf: 'flex-start' }}>
        Link my bank
      </Button>
    </Stack>
  );
}
