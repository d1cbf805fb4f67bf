import type { Offer } from '@fernleaf/contract/marketplace';
import { Box, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CardCarousel } from '../../../../ui/card-carousel';
import { useDeviceClass } from '../../../../ui/use-device-class';

/**
 * A widget's tiles: a wall (a grid of every tile) on wide screens, a carousel swiped card by card on
 * medium and narrow ones (spec section 9's device classes); some widgets are always a wall.
 */
export function OfferCollection({
  label,
  offers,
  tile,
  layout,
  empty,
}: {
  /** Names the list for screen readers, e.g. "Credit card offers". */
  label: string;
  offers: readonly Offer[];
  tile: (offer: Offer) => ReactNode;
  layout: 'wall' | 'carousel-below-wide';
  empty: string;
}) {
  const device = useDeviceClass();
  if (offers.length === 0) return <Text c="dimmed">{empty}</Text>;
  if (layout === 'carousel-below-wide' && device !== 'desktop') {
    return (
      <CardCarousel label={label}>
        {offers.map((offer) => (
          <Box key={offer.id} w={{ base: 280, xs: 320 }} h="100%">
            {tile(offer)}
          </Box>
        ))}
      </CardCarousel>
    );
  }
  return (
    <SimpleGrid
      component="ul"
      aria-label={label}
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {offers.map((offer) => (
        <Box component="li" key={offer.id}>
          {tile(offer)}
        </Box>
      ))}
    </SimpleGrid>
  );
}
