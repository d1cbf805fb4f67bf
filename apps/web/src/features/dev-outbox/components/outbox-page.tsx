import { formatMonthDayYearTime } from '@fernleaf/contract/calendar/date-time-formats';
import { listOutbox } from '@fernleaf/contract/call-addresses/list-outbox.gen';
import { Alert, Badge, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../lib/api-client';

/** Phone numbers are stored as ten digits, however typed; an email (it may hold digits) is kept as typed. */
const recipientKey = (typed: string) => (typed.includes('@') ? typed.trim() : typed.replace(/\D/g, '') || typed);

/** Outside production, the emails and text messages the product sent, so a person can read a code. */
export function OutboxPage() {
  const [recipient, setRecipient] = useState('');
  const query = useQuery({
    queryKey: ['dev-outbox', recipient],
    queryFn: ({ signal }) =>
      callApi(listOutbox, { query: recipient ? { recipient: recipientKey(recipient) } : {} }, { signal }),
    refetchInterval: 3000,
  });

  return (
    <Stack gap="lg" maw={760} mx="auto">
      <Stack gap={4}>
        <Title order={1}>Outbox</Title>
        <Text c="dimmed">
          Every email and text message the product sent in the last hour, newest first. This page exists only outside
          production.
        </Text>
      </Stack>
      <TextInput
        label="Recipient"
        description="A phone number or email address; leave empty for all messages."
        value={recipient}
        onChange={(event) => setRecipient(event.currentTarget.value)}
      />
      {query.isPending && <Loader aria-label="Loading messages" />}
      {query.isError && <Alert color="red">The outbox could not be loaded. It refreshes every few seconds.</Alert>}
      {query.data?.messages.length === 0 && <Text>No messages yet.</Text>}
      <Stack gap="sm" component="ol" p={0} style={{ listStyle: 'none' }}>
        {query.data?.messages.map((message) => (
          <Card key={message.id} component="li" withBorder radius="md">
            <Group justify="space-between" gap="xs">
              <Group gap="xs">
                <Badge variant="light">{message.channel === 'sms' ? 'Text message' : 'Email'}</Badge>
                <Text fw={600}>{message.recipient}</Text>
              </Group>
              <Text size="sm" c="dimmed">
                {formatMonthDayYearTime(message.createdAt)}
              </Text>
            </Group>
            {message.subject && (
              <Text fw={600} mt="xs">
                {message.subject}
              </Text>
            )}
            <Text mt="xs" data-testid="outbox-message-body">
              {message.body}
            </Text>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
