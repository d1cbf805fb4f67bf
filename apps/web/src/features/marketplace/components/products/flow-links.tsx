import { flowSteps } from '@fernleaf/contract/marketplace-flows';
import { marketplaceVerticals } from '@fernleaf/contract/marketplace-verticals';
import { Card, SimpleGrid, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { landingMeta } from '../../lib/landing-meta';

/**
 * Into the three application flows, marked as opened from the dashboard (origin webdash), with the
 * titles and descriptions their shared links carry.
 */
export function FlowLinks() {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 3 }} spacing="md" m={0} p={0} style={{ listStyle: 'none' }}>
      {marketplaceVerticals.map((vertical) => (
        <li key={vertical}>
          <Card
            renderRoot={(props) => (
              <Link
                {...props}
                to="/marketplace/$vertical/$step"
                params={{ vertical, step: flowSteps[vertical][0] ?? 'get-started' }}
                search={{ origin: 'webdash' }}
              />
            )}
            withBorder
            radius="lg"
            padding="lg"
            h="100%"
          >
            <Text fw={700} c="fern.7">
              {landingMeta(`/marketplace/${vertical}`).title} →
            </Text>
            <Text size="sm" mt={4}>
              {landingMeta(`/marketplace/${vertical}`).description}
            </Text>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}
