import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ApiError } from '../../../../lib/api-client';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { useApplication } from '../../api/get-application';
import { OffersResult } from './offers-result';

function Missing() {
  return (
    <Stack gap="sm" maw={720} mx="auto" w="100%">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        We could not find these offers
      </Title>
      <Text>The link may be incomplete, or the application belongs to another account.</Text>
      <Anchor component={Link} to="/products-offers">
        See all products and offers
      </Anchor>
    </Stack>
  );
}

function LoadedOffers({ applicationId }: { applicationId: string }) {
  const application = useApplication(applicationId);
  if (application.isPending) return <Loading text="Loading your offers…" />;
  if (application.isError) {
    if (application.error instanceof ApiError && [400, 404].includes(application.error.status)) return <Missing />;
    return (
      <RetryAlert
        title="We could not load your offers"
        onRetry={() => void application.refetch()}
        retrying={application.isFetching}
      />
    );
  }
  return <OffersResult application={application.data} />;
}

/** /marketplace/{vertical}/offers-result?applicationId=: the offers an application was matched to. */
export function OffersResultPage({ applicationId }: { applicationId: string | undefined }) {
  return applicationId ? <LoadedOffers applicationId={applicationId} /> : <Missing />;
}
