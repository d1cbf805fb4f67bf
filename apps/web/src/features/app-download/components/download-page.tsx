import { Anchor, Button, Image, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { getBrandName } from '../../../lib/brand';
import { CenteredMain } from '../../../ui/centered-main';
import { storeLinksFor } from '../lib/store-links';

export function DownloadPage({ campaignKey }: { campaignKey: string }) {
  const brand = getBrandName();
  const links = storeLinksFor(campaignKey);
  return (
    <CenteredMain>
      <Image src="/favicon.svg" alt="" w={64} h={64} />
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        Get the {brand} app
      </Title>
      <Text size="lg" c="dimmed">
        Everything in your dashboard, in your pocket.
      </Text>
      <List ta="left" spacing="xs">
        <List.Item>See your balance and get an alert when money moves</List.Item>
        <List.Item>Sign in with your face or fingerprint</List.Item>
        <List.Item>Request a cash advance in a few taps, with the full cost shown first</List.Item>
      </List>
      <Stack gap="sm" w="100%" maw={320}>
        <Button component="a" href={links.appStore} size="md">
          Download on the App Store
        </Button>
        <Button component="a" href={links.googlePlay} size="md" variant="default">
          Get it on Google Play
        </Button>
        <Anchor component={Link} to="/home">
          Continue on the web
        </Anchor>
      </Stack>
    </CenteredMain>
  );
}
