import { defaultIsDismissable } from './dialog-options';
import { useDialogStore } from './dialog-store';
import { GenericDialog } from './generic-dialog';
import { genericFailureDialog } from './generic-failure-dialog';
import { LegalAgreementDialog } from './legal-agreement-dialog';
import { type LegalDocumentLoader, loadLegalDocument } from './load-legal-document';

export interface AppDialogViewProps {
  /** Tests pass a loader with a fake fetch; the app uses the API. */
  loadLegalDocument?: LegalDocumentLoader | undefined;
}

/**
 * The app's one dialog as Mantine's Modal, shown from the dialog store. Loaded by `AppDialog`
 * (app-dialog.tsx) when the first dialog opens.
 */
export function AppDialogView({ loadLegalDocument: load = loadLegalDocument }: AppDialogViewProps) {
  const dialog = useDialogStore((state) => state.dialog);
  const opened = useDialogStore((state) => state.opened);
  const openDialog = useDialogStore((state) => state.openDialog);
  const closeDialog = useDialogStore((state) => state.closeDialog);
  if (!dialog) return null;

  const { options } = dialog;
  if (options.legalAgreement) {
    return (
      <LegalAgreementDialog
        key={dialog.id}
        title={options.title}
        agreement={options.legalAgreement}
        isDismissable={options.isDismissable ?? defaultIsDismissable}
        opened={opened}
        onClose={closeDialog}
        onFailed={() => openDialog(genericFailureDialog())}
        load={load}
      />
    );
  }
  return <GenericDialog key={dialog.id} options={options} opened={opened} onClose={closeDialog} />;
}
