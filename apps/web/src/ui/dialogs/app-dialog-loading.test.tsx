// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-support/render-with-theme';
import { AppDialog } from './app-dialog';
import { openAgreementDialog, openDialog, useDialogStore } from './dialog-store';
import { genericFailureDialog } from './generic-failure-dialog';

// The dialog's own module (its chunk in the build): how often it was asked for, and whether the
// network is gone so that it cannot load.
const view = vi.hoisted(() => ({ requested: 0, offline: false }));
vi.mock('./app-dialog-view', async (importOriginal) => {
  view.requested += 1;
  if (view.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

beforeEach(() => useDialogStore.setState({ dialog: null, opened: false }));

// In order: the module, once loaded, stays loaded for the tests after it.
describe('AppDialog loading', () => {
  it('loads nothing of the dialog until one opens', async () => {
    renderWithTheme(<AppDialog />);
    await vi.dynamicImportSettled();
    expect(view.requested).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the failure as the browser's own modal dialog when the dialog cannot load, and closes it", async () => {
    view.offline = true;
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithTheme(<AppDialog />);
    act(() => openDialog({ ...genericFailureDialog(), buttons: [{ label: 'Got it', onClick }] }));
    const dialog = await screen.findByRole('dialog', { name: "Oops... Let's try that again!" });
    expect(dialog.tagName).toBe('DIALOG');
    expect(screen.getByText("Looks like your request couldn't be completed. Please try again.")).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(useDialogStore.getState().opened).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says the request failed when a legal document cannot load either', async () => {
    renderWithTheme(<AppDialog />);
    act(() => openAgreementDialog({ documentId: 'membership', name: 'Membership agreement' }, undefined));
    await screen.findByRole('dialog', { name: "Oops... Let's try that again!" });
  });

  it('tries the load again with the next dialog, and shows it as the Modal once the network is back', async () => {
    view.offline = false;
    renderWithTheme(<AppDialog />);
    act(() => openDialog({ title: 'Card locked', buttons: [{ label: 'OK' }] }));
    const dialog = await screen.findByRole('dialog', { name: 'Card locked' });
    expect(dialog.closest('.mantine-Modal-root')).not.toBeNull();
  });
});
