import type { Offer } from '@fernleaf/contract/marketplace';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { handOffOffer } from '../../api/hand-off-offer';
import { termFigures } from '../../lib/offer-terms';
import { HandOffButton } from './hand-off-button';
import { ApprovalOdds, ChosenByBadge, Highlights, TermList } from './offer-parts';

export const softInquiryNote = 'Checking offers is a soft inquiry and does not affect your credit score.';

/** One offer matched to an application: what it costs, how likely approval is, and who pays us. */
export function OfferCard({
  offer,
  applicationId,
  chosen,
  standout = false,
}: {
  offer: Offer;
  applicationId: string;
  /** The member went on with this offer before. */
  chosen: boolean;
  standout?: boolean;
}) {
  const headingId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      padding="lg"
      style={standout ? { borderColor: 'var(--mantine-color-fern-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {offer.partnerName}
            </Text>
            <Group gap={6}>
              {chosen && (
                <Badge color="fern" variant="filled" radius="sm" tt="none">
                  Your choice
                </Badge>
              )}
              <ChosenByBadge count={offer.chosenByCount} />
            </Group>
          </Group>
          <Title order={2} fz="h3" id={headingId}>
            {offer.productName}
          </Title>
        </Stack>
        <Highlights items={offer.highlights} />
        <TermList figures={termFigures(offer.terms)} columns={3} />
        {offer.approvalOdds && <ApprovalOdds odds={offer.approvalOdds} partnerName={offer.partnerName} />}
        <HandOffButton
          partnerName={offer.partnerName}
          choice={`${applicationId}/${offer.id}`}
          handOff={(idempotencyKey) => handOffOffer({ applicationId, offerId: offer.id, idempotencyKey })}
        />
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {softInquiryNote}
          </Text>
          <Text size="xs" c="dimmed">
            {offer.compensation.disclosure}
          </Text>
        </Stack>
      </Stack>
    </Card>
  );
}
