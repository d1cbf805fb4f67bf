import type { LegalText } from '@fernleaf/contract/lionsign';
import {
  Anchor,
  Box,
  Button,
  Center,
  Group,
  List,
  Loader,
  Modal,
  rem,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useRef, useState } from 'react';
import { useDeviceClass } from '../use-device-class';
import { defaultTitleSizePx, type LegalAgreement } from './dialog-options';
import { closeDialogLabel } from './generic-dialog';
import { legalDialogWidthPx, legalDocumentViewer, legalFrameHeight } from './legal-dialog-layout';
import type { LegalDocumentSource } from './legal-document-source';
import type { LegalDocumentLoader } from './load-legal-document';
import { useLegalDocument } from './use-legal-document';

export function LegalAgreementDialog({
  title,
  agreement,
  isDismissable,
  opened,
  onClose,
  onFailed,
  load,
}: {
  title: string;
  agreement: LegalAgreement;
  isDismissable: boolean;
  opened: boolean;
  onClose: () => void;
  /** The document could not be loaded; the caller replaces this dialog with the generic one. */
  onFailed: () => void;
  load: LegalDocumentLoader;
}) {
  const { docId, docName, onClickAccept } = agreement;
  const legalDocument = useLegalDocument({ docId, load, enabled: opened, onFailed });
  // Accept counts once: a double click while the dialog closes must not sign twice.
  const acceptedRef = useRef(false);
  const [accepted, setAccepted] = useState(false);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={legalDialogWidthPx}
      centered
      closeOnClickOutside={isDismissable}
      closeOnEscape={isDismissable}
      withCloseButton={isDismissable}
      closeButtonProps={{ 'aria-label': closeDialogLabel }}
      styles={{ title: { fontSize: rem(defaultTitleSizePx), fontWeight: 700 } }}
    >
      <Stack gap="md">
        {legalDocument.status === 'ready' ? (
          <LegalDocumentView source={legalDocument.source} docName={docName} dialogTitle={title} />
        ) : (
          <LegalDocumentLoading docName={docName} />
        )}
        <Group justify="flex-end" gap="sm">
          {onClickAccept ? (
            <>
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button
                // Nobody should accept an agreement they could not see.
                disabled={legalDocument.status !== 'ready' || accepted}
                onClick={() => {
                  if (acceptedRef.current) return;
                  acceptedRef.current = true;
                  setAccepted(true);
                  onClose();
                  onClickAccept();
                }}
              >
                Accept
              </Button>
            </>
          ) : (
            <Button onClick={onClose}>Close</Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

function LegalDocumentLoading({ docName }: { docName: string }) {
  const height = legalFrameHeight(useDeviceClass());
  return (
    <Center h={height} role="status">
      <Loader aria-hidden="true" />
      <VisuallyHidden>Loading {docName}</VisuallyHidden>
    </Center>
  );
}

/**
 * No PDF library is installed, so the "PDF viewer" of non-desktop devices is the browser's own, through
 * <object type="application/pdf">. Where the browser cannot show a PDF inline (Android Chrome, for
 * one), the object shows its fallback instead: a link that opens the document in a new tab.
 */
function LegalDocumentView({
  source,
  docName,
  dialogTitle,
}: {
  source: LegalDocumentSource;
  docName: string;
  dialogTitle: string;
}) {
  const device = useDeviceClass();
  const height = legalFrameHeight(device);
  if (source.text) {
    return (
      <LegalTextView text={source.text} url={source.url} docName={docName} height={height} dialogTitle={dialogTitle} />
    );
  }
  if (legalDocumentViewer(device, source.isBlob) === 'frame') {
    return <iframe title={docName} src={source.url} width="100%" height={height} style={{ border: 0 }} />;
  }
  return (
    <object data={source.url} type="application/pdf" aria-label={docName} width="100%" height={height}>
      <Center h={height}>
        <Anchor href={source.url} target="_blank" rel="noopener">
          Open {docName}
        </Anchor>
      </Center>
    </object>
  );
}

/**
 * The agreement as text: readable at any width, with real headings and lists for a screen reader, in
 * one scrolling region (one tab stop) above the buttons. The PDF, made from the same text, is a
 * download link below it.
 */
function LegalTextView({
  text,
  url,
  docName,
  height,
  dialogTitle,
}: {
  text: LegalText;
  url: string;
  docName: string;
  height: number;
  dialogTitle: string;
}) {
  return (
    <Stack gap="xs">
      <Box
        component="section"
        aria-label={docName}
        // A scrolling region must be reachable by keyboard so it can be scrolled without a mouse.
        tabIndex={0}
        mah={height}
        p="sm"
        style={{ overflowY: 'auto', border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
        data-testid="legal-text"
      >
        <Stack gap="sm">
          <Stack gap={2}>
            {/* The dialog's own title says it already when they are the same. */}
            {text.title !== dialogTitle && (
              <Title order={3} size="h4">
                {text.title}
              </Title>
            )}
            {text.details.map((line) => (
              <Text key={line} size="xs" c="dimmed">
                {line}
              </Text>
            ))}
          </Stack>
          {text.sections.map((section) => (
            <Stack key={section.heading} gap={6}>
              {/* One level under the nearest heading above: the document's title, or the dialog's (h2). */}
              <Title order={text.title !== dialogTitle ? 4 : 3} size="h5">
                {section.heading}
              </Title>
              {section.blocks.map((block, index) =>
                block.kind === 'paragraph' ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: blocks are fixed text in a fixed order.
                  <Text key={index} size="sm">
                    {block.text}
                  </Text>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: blocks are fixed text in a fixed order.
                  <List key={index} size="sm" spacing={4}>
                    {block.items.map((item) => (
                      <List.Item key={item}>{item}</List.Item>
                    ))}
                  </List>
                ),
              )}
            </Stack>
          ))}
        </Stack>
      </Box>
      <Anchor href={url} download={`${docName}.pdf`} size="sm" style={{ alignSelf: 'flex-start' }}>
        Download {docName} (PDF)
      </Anchor>
    </Stack>
  );
}
