import { Image, Text, Title } from '@mantine/core';
import { getBrandName } from '../../../lib/brand';
import { usePageMeta } from '../../../shell/page-meta';
import { CenteredMain } from '../../../ui/centered-main';

export function WelcomePage() {
  const brand = getBrandName();
  const description = `${brand} brings your everyday money together: cash advances, checking with a debit card, investing, credit monitoring, budgeting and a marketplace of offers picked for you.`;
  usePageMeta({ title: 'Welcome', description });

  return (
    <CenteredMain>
      {/* The brand mark beside the brand name in the heading adds nothing for a screen reader. */}
      <Image src="/favicon.svg" alt="" width={72} height={72} w={72} h={72} />
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        Welcome to {brand}
      </Title>
      <Text size="lg" c="dimmed">
        {description}
      </Text>
    </CenteredMain>
  );
}
