import { formatMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import type { MarketplaceApplication } from '@fernleaf/contract/marketplace';
import { flowSteps } from '@fernleaf/contract/marketplace-flows';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { listedApplicationsLimit, useApplications } from '../../api/list-applications';
import { verticalLabels } from '../../lib/labels';

/** Where the application stands, in words: the offer chosen, how many were matched, or none. */
export function applicationStatus(application: MarketplaceApplication): string {
  const { offers } = application.result;
  const chosen = offers.find((offer) => offer.id === application.selectedOfferId);
  if (chosen) return `Went on with ${chosen.partnerName} ${chosen.productName}`;
  if (offers.length === 0) return 'No offers matched';
  return offers.length === 1 ? '1 offer to compare' : `${offers.length} offers to compare`;
}

function ApplicationItem({ application }: { application: MarketplaceApplication }) {
  const flow = verticalLabels[application.vertical];
  const date = formatMonthDayYear(application.createdAt);
  return (
    <Card component="li" withBorder radius="lg" padding="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Title order={2} fz="h4">
            {flow}
          </Title>
          <Text size="sm" c="dimmed">
            Applied on {date}
          </Text>
          <Text size="sm">{applicationStatus(application)}</Text>
        </Stack>
        <Anchor
          renderRoot={(props) => (
            <Link
              {...props}
              to="/marketplace/$vertical/offers-result"
              params={{ vertical: application.vertical }}
              search={{ applicationId: application.id }}
            />
          )}
          aria-label={`See the offers of your ${flow.toLowerCase()} application of ${date}`}
        >
          See the offers
        </Anchor>
      </Group>
    </Card>
  );
}

/** /marketplace/applications: the applications a member made, newest first, each leading to its offers. */
export function ApplicationsPage() {
  const applications = useApplications();
  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Your applications
        </Title>
        <Text c="dimmed">
          The applications you sent from the marketplace, newest first (the last {listedApplicationsLimit}).
        </Text>
      </Stack>
      {applications.isPending && <Loading text="Loading your applications…" />}
      {applications.isError && (
        <RetryAlert
          title="We could not load your applications"
          onRetry={() => void applications.refetch()}
          retrying={applications.isFetching}
        />
      )}
      {applications.data?.applications.length === 0 && (
        <Stack gap="xs" align="flex-start">
          <Text>You have not applied for anything yet.</Text>
          <Anchor
            renderRoot={(props) => (
              <Link
                {...props}
                to="/marketplace/$vertical/$step"
                params={{ vertical: 'personal-loan', step: flowSteps['personal-loan'][0] ?? 'get-started' }}
                search={{ origin: 'webdash' }}
              />
            )}
          >
            Compare personal loan offers
          </Anchor>
        </Stack>
      )}
      {applications.data && applications.data.applications.length > 0 && (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {applications.data.applications.map((application) => (
            <ApplicationItem key={application.id} application={application} />
          ))}
        </Stack>
      )}
      <Anchor component={Link} to="/products-offers">
        See all products and offers
      </Anchor>
    </Stack>
  );
}
