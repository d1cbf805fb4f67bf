import { Anchor, Button, Center, Group, Loader, Modal, rem, Stack, VisuallyHidden } from '@mantine/core';
import { useDeviceClass } from '../../ui/use-device-class';
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
          <LegalDocumentView source={legalDocument.source} docName={docName} />
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
                disabled={legalDocument.status !== 'ready'}
                onClick={() => {
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
function LegalDocumentView({ source, docName }: { source: LegalDocumentSource; docName: string }) {
  const device = useDeviceClass();
  const height = legalFrameHeight(device);
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
