// The tile kinds of the products-and-offers page (spec section 3): offer tile, credit-builder tile,
// earned-wage-access card tile, credit card tile and savings offer tile. One frame, each kind showing
// the terms that matter for it. A visitor's tile (decision 081) leads into the offer's
// application flow, or to sign in where going on with a partner needs an account, as it always did.
import type { Offer } from '@fernleaf/contract/marketplace';
import { flowSteps } from '@fernleaf/contract/marketplace-flows';
import type { MarketplaceVertical } from '@fernleaf/contract/marketplace-verticals';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import { handOffProduct } from '../../api/hand-off-product';
import { type TermFigure, termFigures } from '../../lib/offer-terms';
import { HandOffButton } from '../offers/hand-off-button';
import { ApprovalOdds, ChosenByBadge, Highlights, TermList } from '../offers/offer-parts';

/** Whose page the tile is on: a member's goes on with the partner; a visitor's first applies or signs in. */
export interface TileAudience {
  visitor?: boolean;
}

/** The application flow each kind of offer has; the other kinds are chosen on this page by a member. */
const flowOfKind: Partial<Record<Offer['kind'], MarketplaceVertical>> = {
  'personal-loan': 'personal-loan',
  'credit-card': 'credit-cards',
  'debt-relief': 'debt-relief',
};

const actionButtonStyles = { label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } } as const;

/**
 * A visitor's way on: the offer's flow from its first step (which asks for an account on the way, as
 * from the flow links), or sign-in, back to this page, where only a member can go on with a partner.
 */
function VisitorAction({ offer }: { offer: Offer }) {
  const vertical = flowOfKind[offer.kind];
  return (
    <Button
      size="md"
      fullWidth
      h="auto"
      mih={42}
      py={8}
      styles={actionButtonStyles}
      renderRoot={(props) =>
        vertical ? (
          <Link
            {...props}
            to="/marketplace/$vertical/$step"
            params={{ vertical, step: flowSteps[vertical][0] ?? 'get-started' }}
            search={{ origin: 'webdash' }}
          />
        ) : (
          <Link {...props} to="/login" search={{ returnTo: '/products-offers' }} />
        )
      }
    >
      {vertical ? 'Check your rate' : `Sign in to continue with ${offer.partnerName}`}
    </Button>
  );
}

function ProductTile({
  offer,
  figures,
  note,
  visitor = false,
}: { offer: Offer; figures: readonly TermFigure[]; note?: ReactNode } & TileAudience) {
  const headingId = useId();
  return (
    <Card component="article" aria-labelledby={headingId} withBorder radius="lg" padding="lg" h="100%">
      <Stack gap="sm" h="100%">
        <Stack gap={2}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {offer.partnerName}
            </Text>
            <ChosenByBadge count={offer.chosenByCount} />
          </Group>
          <Title order={3} fz="h4" id={headingId}>
            {offer.productName}
          </Title>
        </Stack>
        <Highlights items={offer.highlights.slice(0, 3)} />
        <TermList figures={figures} />
        {note}
        {offer.approvalOdds && <ApprovalOdds odds={offer.approvalOdds} partnerName={offer.partnerName} />}
        <Stack gap={6} mt="auto">
          {visitor ? (
            <VisitorAction offer={offer} />
          ) : (
            <HandOffButton
              partnerName={offer.partnerName}
              choice={offer.id}
              handOff={(idempotencyKey) => handOffProduct({ offerId: offer.id, idempotencyKey })}
              fullWidth
            />
          )}
          <Text size="xs" c="dimmed">
            {offer.compensation.disclosure}
          </Text>
        </Stack>
      </Stack>
    </Card>
  );
}

/** Any kind of offer, with its three leading figures. */
export function OfferTile({ offer, visitor }: { offer: Offer } & TileAudience) {
  return <ProductTile offer={offer} figures={termFigures(offer.terms).slice(0, 3)} visitor={visitor} />;
}

export function CreditBuilderTile({ offer, visitor }: { offer: Offer } & TileAudience) {
  return (
    <ProductTile
      offer={offer}
      visitor={visitor}
      figures={termFigures(offer.terms)}
      note={
        <Text size="sm">
          Each on-time payment is reported to the credit bureaus; what you repay comes back to you at the end.
        </Text>
      }
    />
  );
}

export function EarnedWageAccessCardTile({ offer, visitor }: { offer: Offer } & TileAudience) {
  const personalised = offer.terms.kind === 'earned-wage-access' && offer.terms.estimatedLimitCents !== null;
  return (
    <ProductTile
      offer={offer}
      visitor={visitor}
      figures={termFigures(offer.terms)}
      note={
        <Text size="sm">
          {personalised
            ? 'Worked out from your pay schedule and income.'
            : visitor
              ? 'Sign in and add your pay schedule and income to see your own estimate.'
              : 'Add your pay schedule and income to see your own estimate.'}
        </Text>
      }
    />
  );
}

export function CreditCardTile({ offer, visitor }: { offer: Offer } & TileAudience) {
  return <ProductTile offer={offer} figures={termFigures(offer.terms)} visitor={visitor} />;
}

export function SavingsOfferTile({ offer, visitor }: { offer: Offer } & TileAudience) {
  return <ProductTile offer={offer} figures={termFigures(offer.terms)} visitor={visitor} />;
}
