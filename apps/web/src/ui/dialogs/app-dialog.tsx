// The shell mounts this at start (main.tsx); the dialog itself (Mantine's Modal with its scroll lock,
// focus trap and scroll area, about 19 kB gzip) loads when the first dialog opens, so a visit without
// a dialog fetches none of it (decision 084). Should it fail to load (the network gone), the dialog
// still shows, as the browser's own modal dialog with the same texts and buttons; the next dialog
// tries the load again.
import { Text, Title } from '@mantine/core';
import { type ComponentType, useEffect, useId, useRef, useState } from 'react';
import classes from './app-dialog.module.css';
import type { AppDialogViewProps } from './app-dialog-view';
import { DialogButtons } from './dialog-buttons';
import { type DialogOptions, resolveDialogOptions } from './dialog-options';
import { useDialogStore } from './dialog-store';
import { genericFailureDialog } from './generic-failure-dialog';

export type AppDialogProps = AppDialogViewProps;

type View = ComponentType<AppDialogViewProps>;
// Kept for the page's life: a later dialog shows at once.
let loadedView: View | undefined;
const loadView = () => import('./app-dialog-view').then((module) => module.AppDialogView);

/** The app's one dialog, shown from the dialog store. The shell renders it once, inside MantineProvider. */
export function AppDialog(props: AppDialogProps) {
  const dialog = useDialogStore((state) => state.dialog);
  const opened = useDialogStore((state) => state.opened);
  const closeDialog = useDialogStore((state) => state.closeDialog);
  const [view, setView] = useState<{ component: View | undefined; failed: boolean }>({
    component: loadedView,
    failed: false,
  });
  const dialogId = dialog?.id;

  useEffect(() => {
    if (dialogId === undefined || view.component) return;
    let current = true;
    loadView().then(
      (component) => {
        loadedView = component;
        if (current) setView({ component, failed: false });
      },
      () => {
        if (current) setView({ component: undefined, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [dialogId, view.component]);

  if (view.component) return <view.component {...props} />;
  if (!dialog || !opened || !view.failed) return null;
  // A legal document cannot load without the network either: the member is told the request failed.
  const options = dialog.options.legalAgreement ? genericFailureDialog() : dialog.options;
  return <FallbackDialog key={dialog.id} options={options} onClose={closeDialog} />;
}

/** The same dialog as the browser's modal `<dialog>`: it keeps the focus inside and the page behind inert. */
function FallbackDialog({ options, onClose }: { options: DialogOptions; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const dialog = resolveDialogOptions(options);
  useEffect(() => {
    const element = ref.current;
    if (!element || element.open) return;
    // Every browser the app supports has showModal; a test DOM may not.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={classes.dialog}
      style={{ maxWidth: `min(${dialog.widthPx}px, calc(100vw - 2rem))`, textAlign: dialog.alignment }}
      onCancel={(event) => {
        // Escape closes a dismissable dialog, as the Modal does; the store decides, not the browser.
        event.preventDefault();
        if (dialog.isDismissable) onClose();
      }}
      // Closed by the browser itself (a second Escape it does not let the page cancel): the store follows.
      onClose={onClose}
    >
      <div className={classes.body}>
        <Title order={2} id={titleId} fz={dialog.titleSize}>
          {dialog.title}
        </Title>
        {dialog.subtitle && <Text fw={600}>{dialog.subtitle}</Text>}
        {dialog.textLines.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
        <DialogButtons buttons={dialog.buttons} direction={dialog.buttonDirection} onClose={onClose} />
      </div>
    </dialog>
  );
}
