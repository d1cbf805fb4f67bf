import { Anchor, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useConsentStore } from '../../features/analytics/store';
import { legalDocumentLinks } from '../../features/legal/legal-document-links';
import { getBrandName } from '../../lib/brand';

export function AppFooter() {
  const reopenConsent = useConsentStore((state) => state.reopen);
  return (
    <Box
      component="footer"
      py="lg"
      px="md"
      mt="xl"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group maw={1280} mx="auto" justify="space-between" gap="sm">
        {/* A prerendered page (decision 070) holds the year it was built in: React keeps that text
            when it takes the page over rather than call the difference a mismatch. */}
        <Text size="sm" c="dimmed" suppressHydrationWarning>
          © {new Date().getFullYear()} {getBrandName()}. Banking services are provided by partner banks;{' '}
          {getBrandName()} is not a bank.
        </Text>
        <Group gap="md" component="nav" aria-label="Legal">
          {legalDocumentLinks.map((link) => (
            <Anchor
              key={link.slug}
              size="sm"
              renderRoot={(props) => <Link {...props} to="/legal/$document" params={{ document: link.slug }} />}
            >
              {link.label}
            </Anchor>
          ))}
          <UnstyledButton fz="sm" c="fern.7" onClick={reopenConsent}>
            Cookie settings
          </UnstyledButton>
        </Group>
      </Group>
    </Box>
  );
}
