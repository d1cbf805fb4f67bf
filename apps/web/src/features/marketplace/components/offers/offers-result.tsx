import type { MarketplaceApplication } from '@fernleaf/contract/marketplace';
import {
  flowSteps,
  noDebtReliefOfferMessage,
  noOfferMessage,
  standoutOfferTitle,
  stepCopy,
} from '@fernleaf/contract/marketplace-flows';
import { Anchor, Box, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { StepLink } from '../flow/step-link';
import { OfferCard } from './offer-card';

function Links({ application }: { application: MarketplaceApplication }) {
  return (
    <Group gap="lg">
      <Anchor component={Link} to="/products-offers">
        See all products and offers
      </Anchor>
      <StepLink vertical={application.vertical} step={flowSteps[application.vertical][0] ?? 'get-started'}>
        Start a new application
      </StepLink>
    </Group>
  );
}

/**
 * An application's offers in rank order, with how they were ranked; a standout offer is congratulated.
 * With no match, debt relief says so in the spec's words, the other flows in ours.
 */
export function OffersResult({ application }: { application: MarketplaceApplication }) {
  const { result } = application;
  if (result.kind === 'NONE') {
    const debtRelief = application.vertical === 'debt-relief';
    return (
      <Stack gap="md" maw={720} mx="auto" w="100%">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {debtRelief ? noDebtReliefOfferMessage : 'No offers match your answers yet'}
        </Title>
        {!debtRelief && <Text>{noOfferMessage}</Text>}
        <Links application={application} />
      </Stack>
    );
  }
  // The server congratulates only an offer that beats another and that the member is likely to get;
  // an application kept from before that rule is held to it here too (a lone offer, or odds not high,
  // get the plain title).
  const firstOdds = result.offers[0]?.approvalOdds;
  const standout =
    result.kind === 'STANDOUT' && result.offers.length > 1 && (firstOdds == null || firstOdds.level === 'HIGH');
  const title = standout ? standoutOfferTitle : stepCopy['offers-result'].title;
  return (
    <Stack gap="lg" maw={880} mx="auto" w="100%">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ textWrap: 'balance' }}>
          {title}
        </Title>
        <Text c="dimmed">{result.rankingMethod}</Text>
      </Stack>
      <Stack component="ol" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
        {result.offers.map((offer, index) => (
          <Box component="li" key={offer.id}>
            <OfferCard
              offer={offer}
              applicationId={application.id}
              chosen={application.selectedOfferId === offer.id}
              standout={standout && index === 0}
            />
          </Box>
        ))}
      </Stack>
      <Links application={application} />
    </Stack>
  );
}
