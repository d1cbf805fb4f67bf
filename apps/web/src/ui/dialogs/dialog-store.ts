// The one app dialog (spec section 4): any code opens it with options and the shell's <AppDialog />
// shows it. Opening while a dialog is shown replaces it.
import { create } from 'zustand';
import type { DialogOptions } from './dialog-options';

export interface ShownDialog {
  /** Changes on every open, so the dialog remounts and a legal document loads afresh. */
  id: number;
  options: DialogOptions;
}

interface DialogState {
  /** Kept after closing, so the dialog keeps its content while its exit transition plays. */
  dialog: ShownDialog | null;
  opened: boolean;
  openDialog: (options: DialogOptions) => void;
  closeDialog: () => void;
}

let nextDialogId = 1;

export const useDialogStore = create<DialogState>()((set) => ({
  dialog: null,
  opened: false,
  openDialog: (options) => set({ dialog: { id: nextDialogId++, options }, opened: true }),
  closeDialog: () => set({ opened: false }),
}));

/** For code outside React, such as error handlers. */
export function openDialog(options: DialogOptions): void {
  useDialogStore.getState().openDialog(options);
}

export function closeDialog(): void {
  useDialogStore.getState().closeDialog();
}

/** A member agreement in the legal agreement dialog; with `accept`, its Accept button calls it. */
export function openAgreementDialog(
  document: { documentId: string; name: string },
  accept: (() => void) | undefined,
): void {
  openDialog({
    title: document.name,
    legalAgreement: { docId: document.documentId, docName: document.name, onClickAccept: accept },
  });
}
