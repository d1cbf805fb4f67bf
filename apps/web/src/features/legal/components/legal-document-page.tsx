import { formatLongDate } from '@fernleaf/contract/calendar/date-time-formats';
import { Anchor, Box, Container, List, Stack, Text, Title } from '@mantine/core';
import { findLegalDocument } from '../legal-documents';

// The app header is sticky and 64 px tall: without this margin an anchored heading hides under it.
const sectionScrollMargin = 'calc(64px + var(--mantine-spacing-md))';

/**
 * A legal document as an article: title, date, summary, a table of contents and its sections. The
 * app shell provides the <main> landmark. Renders nothing for an unknown slug (the route checks
 * `isLegalDocumentSlug` first and sends those to the 404 page).
 */
export function LegalDocumentPage({ slug }: { slug: string }) {
  const legalDocument = findLegalDocument(slug);
  if (!legalDocument) return null;
  const titleId = `legal-${legalDocument.slug}-title`;

  return (
    <Container component="article" aria-labelledby={titleId} size={760} px={0} style={{ overflowWrap: 'break-word' }}>
      <Stack gap="xs" mb="xl">
        <Title order={1} id={titleId} fz={{ base: 'h2', sm: 'h1' }}>
          {legalDocument.title}
        </Title>
        <Text size="sm" c="dimmed">
          Last updated <time dateTime={legalDocument.lastUpdated}>{formatLongDate(legalDocument.lastUpdated)}</time>
        </Text>
        <Text size="lg">{legalDocument.summary}</Text>
      </Stack>

      <Box
        component="nav"
        aria-label="On this page"
        mb="xl"
        p="md"
        bd="1px solid var(--mantine-color-default-border)"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      >
        <Text fw={700} mb="xs">
          On this page
        </Text>
        <List spacing={6} listStyleType="none">
          {legalDocument.sections.map((section) => (
            <List.Item key={section.id}>
              <Anchor href={`#${section.id}`}>{section.heading}</Anchor>
            </List.Item>
          ))}
        </List>
      </Box>

      <Stack gap="xl">
        {legalDocument.sections.map((section) => (
          <Box component="section" key={section.id} aria-labelledby={section.id}>
            <Title
              order={2}
              id={section.id}
              fz={{ base: 'h3', sm: 'h2' }}
              mb="sm"
              style={{ scrollMarginTop: sectionScrollMargin }}
            >
              {section.heading}
            </Title>
            <Stack gap="sm">
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
              {section.bullets && section.bullets.length > 0 && (
                <List spacing="xs" pl="xs">
                  {section.bullets.map((bullet) => (
                    <List.Item key={bullet}>{bullet}</List.Item>
                  ))}
                </List>
              )}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Container>
  );
}
