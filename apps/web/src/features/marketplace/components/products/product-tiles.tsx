// The tile kinds of the products-and-offers page (spec section 3): offer tile, credit-builder tile,
// earned-wage-access card tile, credit card tile and savings offer tile. One frame, each kind showing
// the terms that matter for it.
import type { Offer } from '@fernleaf/contract/marketplace';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { handOffProduct } from '../../api/hand-off-product';
import { type TermFigure, termFigures } from '../../lib/offer-terms';
import { HandOffButton } from '../offers/hand-off-button';
import { ApprovalOdds, ChosenByBadge, Highlights, TermList } from '../offers/offer-parts';

function ProductTile({ offer, figures, note }: { offer: Offer; figures: readonly TermFigure[]; note?: ReactNode }) {
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
          <HandOffButton
            partnerName={offer.partnerName}
            choice={offer.id}
            handOff={(idempotencyKey) => handOffProduct({ offerId: offer.id, idempotencyKey })}
            fullWidth
          />
          <Text size="xs" c="dimmed">
            {offer.compensation.disclosure}
          </Text>
        </Stack>
      </Stack>
    </Card>
  );
}

/** Any kind of offer, with its three leading figures. */
export function OfferTile({ offer }: { offer: Offer }) {
  return <ProductTile offer={offer} figures={termFigures(offer.terms).slice(0, 3)} />;
}

export function CreditBuilderTile({ offer }: { offer: Offer }) {
  return (
    <ProductTile
      offer={offer}
      figures={termFigures(offer.terms)}
      note={
        <Text size="sm">
          Each on-time payment is reported to the credit bureaus; what you repay comes back to you at the end.
        </Text>
      }
    />
  );
}

export function EarnedWageAccessCardTile({ offer }: { offer: Offer }) {
  const personalised = offer.terms.kind === 'earned-wage-access' && offer.terms.estimatedLimitCents !== null;
  return (
    <ProductTile
      offer={offer}
      figures={termFigures(offer.terms)}
      note={
        <Text size="sm">
          {personalised
            ? 'Worked out from your pay schedule and income.'
            : 'Add your pay schedule and income to see your own estimate.'}
        </Text>
      }
    />
  );
}

export function CreditCardTile({ offer }: { offer: Offer }) {
  return <ProductTile offer={offer} figures={termFigures(offer.terms)} />;
}

export function SavingsOfferTile({ offer }: { offer: Offer }) {
  return <ProductTile offer={offer} figures={termFigures(offer.terms)} />;
}
