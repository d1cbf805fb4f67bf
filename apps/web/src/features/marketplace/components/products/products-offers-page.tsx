import { formatMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import type { ProductsOffers } from '@fernleaf/contract/marketplace';
import { Anchor, Box, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import { usePageAuthStatus } from '../../../../lib/auth/use-page-auth-status';
import { DeferredMount, useShownStatus } from '../../../../ui/deferred-mount';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { useProductsOffers } from '../../api/get-products-offers';
import { StepLink } from '../flow/step-link';
import { FlowLinks } from './flow-links';
import { OfferCollection } from './offer-collection';
import {
  CreditBuilderTile,
  CreditCardTile,
  EarnedWageAccessCardTile,
  OfferTile,
  SavingsOfferTile,
} from './product-tiles';
import { SavingsCalculator } from './savings-calculator';

function Widget({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="h3" id={headingId}>
            {title}
          </Title>
          {intro && <Text c="dimmed">{intro}</Text>}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}

/**
 * The loan offers say whose figures they are: those the member's last loan application matched from
 * its answers, or, before any, general rates the page says plainly are not the member's.
 */
function LoanOffers({ data }: { data: ProductsOffers }) {
  const basis = data.offersBasis;
  const forYou = basis.kind === 'LAST_APPLICATION';
  const title = forYou ? 'Offers for you' : 'Personal loans';
  return (
    <Widget
      title={title}
      intro={
        forYou
          ? `From your loan application of ${formatMonthDayYear(basis.appliedAt)}: the lenders that matched your answers, lowest total cost first.`
          : 'General rates for a $10,000 loan at the middle of each lender’s range. They are not your rates: apply to see the offers your answers get.'
      }
    >
      <OfferCollection
        label={title}
        offers={data.offers}
        tile={(offer) => <OfferTile offer={offer} />}
        layout="wall"
        empty={forYou ? 'No lender matched your last loan application.' : 'No loan offers right now.'}
      />
      {forYou ? (
        <Anchor
          renderRoot={(props) => (
            <Link
              {...props}
              to="/marketplace/$vertical/offers-result"
              params={{ vertical: 'personal-loan' }}
              search={{ applicationId: basis.applicationId }}
            />
          )}
        >
          See that application’s offers in full
        </Anchor>
      ) : (
        <StepLink vertical="personal-loan" step="get-started">
          Check the rates your answers get
        </StepLink>
      )}
    </Widget>
  );
}

function Widgets({ data }: { data: ProductsOffers }) {
  return (
    <>
      <LoanOffers data={data} />
      {/* Below the first screen on a phone: rendered in a second, sliced pass once the offers are up. */}
      <DeferredMount>
        <Widget title="Get paid early" intro="Access pay you have already earned, before payday.">
          <OfferCollection
            label="Earned wage access offers"
            offers={data.earnedWageAccess}
            tile={(offer) => <EarnedWageAccessCardTile offer={offer} />}
            layout="wall"
            empty="No earned wage access offers right now."
          />
        </Widget>
        <Widget title="Build your credit" intro="Small loans and cards that report every on-time payment.">
          <OfferCollection
            label="Credit builder offers"
            offers={data.creditBuilder}
            tile={(offer) => <CreditBuilderTile offer={offer} />}
            layout="carousel-below-wide"
            empty="No credit builder offers right now."
          />
        </Widget>
        <Widget title="Credit cards" intro="Rates, fees and rewards side by side.">
          <OfferCollection
            label="Credit card offers"
            offers={data.creditCards}
            tile={(offer) => <CreditCardTile offer={offer} />}
            layout="carousel-below-wide"
            empty="No credit card offers right now."
          />
        </Widget>
        <Widget title="Savings accounts" intro="Insured accounts from our partner banks.">
          <OfferCollection
            label="Savings offers"
            offers={data.savings}
            tile={(offer) => <SavingsOfferTile offer={offer} />}
            layout="wall"
            empty="No savings offers right now."
          />
        </Widget>
        <Widget title="Savings calculator" intro="See what regular saving adds up to at each rate.">
          <SavingsCalculator offers={data.savings} />
        </Widget>
      </DeferredMount>
    </>
  );
}

/**
 * Where the loan offers will be, while they load: tiles of the wall's size and grid, so the answer
 * fills their place instead of pushing the page down. Drawn by the prerendered first screen too.
 */
function OffersPlaceholder() {
  return (
    <Stack gap="sm">
      <Loading text="Loading your offers…" />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-hidden>
        {[0, 1, 2].map((tile) => (
          <Skeleton key={tile} h={220} radius="lg" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * /products-offers: every widget of the marketplace for a member, and the ways into its three flows.
 * Before the member is known (the page the build prerenders, decision 070) it is the same page with
 * the offers' places held; their call waits for the member.
 */
export function ProductsOffersPage() {
  const signedIn = usePageAuthStatus() === 'authorized';
  const offers = useProductsOffers({ enabled: signedIn });
  // The answer may be cached already (the route's loader asked for it): still the first screen's
  // places until the member is known, as the prerender drew them.
  const status = useShownStatus(signedIn ? offers.status : 'pending');
  return (
    <Stack gap="xl" w="100%">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Products and offers
        </Title>
        <Text c="dimmed">
          Loans, cards, credit builders, early pay and savings from our partners, with what each costs shown up front.
        </Text>
      </Stack>
      <Widget title="Compare offers">
        <FlowLinks />
        <Anchor component={Link} to="/marketplace/applications" mt="sm" display="inline-block">
          See the applications you made
        </Anchor>
      </Widget>
      {status === 'pending' && <OffersPlaceholder />}
      {status === 'error' && (
        <RetryAlert
          title="We could not load your offers"
          onRetry={() => void offers.refetch()}
          retrying={offers.isFetching}
        />
      )}
      {status !== 'pending' && offers.data && <Widgets data={offers.data} />}
      <Text size="xs" c="dimmed">
        Our partners are fictional examples in this product. We are paid by a partner when you are approved, open an
        account or enroll; each offer says how much.
      </Text>
    </Stack>
  );
}
