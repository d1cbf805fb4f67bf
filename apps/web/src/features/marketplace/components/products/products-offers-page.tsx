import { formatMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import type { GeneralProductsOffers, ProductsOffers } from '@fernleaf/contract/marketplace';
import { Anchor, Box, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import { usePageAuthStatus } from '../../../../lib/auth/use-page-auth-status';
import { DeferredMount, useShownStatus } from '../../../../ui/deferred-mount';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { useGeneralProductsOffers } from '../../api/get-general-products-offers';
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
 * What the page shows: a member's offers (their last application's, else general ones the page says
 * are not their rates), or a visitor's, general offers said plainly not to be checked against them,
 * whose actions apply or sign in (decision 081).
 */
type PageOffers = { visitor: false; data: ProductsOffers } | { visitor: true; data: GeneralProductsOffers };

/**
 * The loan offers say whose figures they are: those the member's last loan application matched from
 * its answers, or, before any, general rates the page says plainly are not the member's.
 */
function LoanOffers({ offers }: { offers: PageOffers }) {
  const { data, visitor } = offers;
  const basis = data.offersBasis;
  const forYou = basis.kind === 'LAST_APPLICATION';
  const title = forYou ? 'Offers for you' : 'Personal loans';
  return (
    <Widget
      title={title}
      intro={
        forYou
          ? `From your loan application of ${formatMonthDayYear(basis.appliedAt)}: the lenders that matched your answers, lowest total cost first.`
          : visitor
            ? 'General rates for a $10,000 loan at the middle of each lender’s range, not checked against you. Apply to see the offers your answers get.'
            : 'General rates for a $10,000 loan at the middle of each lender’s range. They are not your rates: apply to see the offers your answers get.'
      }
    >
      <OfferCollection
        label={title}
        offers={data.offers}
        tile={(offer) => <OfferTile offer={offer} visitor={visitor} />}
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

/**
 * Above a visitor's offers: none was checked against them, and signing in shows the member's own.
 * Not in the first screen, which a member's page shares.
 */
function VisitorNotice() {
  return (
    <Box component="section" aria-label="About these offers">
      <Stack gap={4}>
        <Text>
          These are general offers, not checked against you: we know nothing about you until you sign in, so no offer
          says how likely you are to be approved. Each partner decides after its own check.
        </Text>
        <Anchor
          fw={600}
          renderRoot={(props) => <Link {...props} to="/login" search={{ returnTo: '/products-offers' }} />}
        >
          Sign in to see offers for you
        </Anchor>
      </Stack>
    </Box>
  );
}

function Widgets({ offers }: { offers: PageOffers }) {
  const { data, visitor } = offers;
  return (
    <>
      {visitor && <VisitorNotice />}
      <LoanOffers offers={offers} />
      {/* Below the first screen on a phone: rendered in a second, sliced pass once the offers are up. */}
      <DeferredMount>
        <Widget title="Get paid early" intro="Access pay you have already earned, before payday.">
          <OfferCollection
            label="Earned wage access offers"
            offers={data.earnedWageAccess}
            tile={(offer) => <EarnedWageAccessCardTile offer={offer} visitor={visitor} />}
            layout="wall"
            empty="No earned wage access offers right now."
          />
        </Widget>
        <Widget title="Build your credit" intro="Small loans and cards that report every on-time payment.">
          <OfferCollection
            label="Credit builder offers"
            offers={data.creditBuilder}
            tile={(offer) => <CreditBuilderTile offer={offer} visitor={visitor} />}
            layout="carousel-below-wide"
            empty="No credit builder offers right now."
          />
        </Widget>
        <Widget title="Credit cards" intro="Rates, fees and rewards side by side.">
          <OfferCollection
            label="Credit card offers"
            offers={data.creditCards}
            tile={(offer) => <CreditCardTile offer={offer} visitor={visitor} />}
            layout="carousel-below-wide"
            empty="No credit card offers right now."
          />
        </Widget>
        <Widget title="Savings accounts" intro="Insured accounts from our partner banks.">
          <OfferCollection
            label="Savings offers"
            offers={data.savings}
            tile={(offer) => <SavingsOfferTile offer={offer} visitor={visitor} />}
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
 * /products-offers: every widget of the marketplace, and the ways into its three flows; a member's
 * offers, or a visitor's general ones. Before the page knows which (the page the build prerenders,
 * decision 070) it is the same page with the offers' places held; neither call is made until then.
 */
export function ProductsOffersPage() {
  const status = usePageAuthStatus();
  const signedIn = status === 'authorized';
  const visitor = status === 'unauthorized' || status === 'loggedOut';
  const memberOffers = useProductsOffers({ enabled: signedIn });
  const generalOffers = useGeneralProductsOffers({ enabled: visitor });
  const offers = visitor ? generalOffers : memberOffers;
  // The answer may be cached already (the route's loader asked for it): still the first screen's
  // places until the page knows whose it is, as the prerender drew them.
  const shownStatus = useShownStatus(signedIn || visitor ? offers.status : 'pending');
  const shown: PageOffers | undefined = visitor
    ? generalOffers.data && { visitor: true, data: generalOffers.data }
    : memberOffers.data && { visitor: false, data: memberOffers.data };
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
      {shownStatus === 'pending' && <OffersPlaceholder />}
      {shownStatus === 'error' && (
        <RetryAlert
          title={visitor ? 'We could not load the offers' : 'We could not load your offers'}
          onRetry={() => void offers.refetch()}
          retrying={offers.isFetching}
        />
      )}
      {shownStatus !== 'pending' && shown && <Widgets offers={shown} />}
      <Text size="xs" c="dimmed">
        Our partners are fictional examples in this product. We are paid by a partner when you are approved, open an
        account or enroll; each offer says how much.
      </Text>
    </Stack>
  );
}
