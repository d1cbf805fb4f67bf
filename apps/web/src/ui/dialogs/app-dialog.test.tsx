// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-support/render-with-theme';
import { AppDialog } from './app-dialog';
import { openDialog, useDialogStore } from './dialog-store';

beforeEach(() => useDialogStore.setState({ dialog: null, opened: false }));

/** Opens a dialog and waits for it: the dialog's code loads with the first one. */
async function renderDialog(options: Parameters<typeof openDialog>[0]) {
  const view = renderWithTheme(<AppDialog />);
  act(() => openDialog(options));
  await screen.findByRole('dialog');
  return view;
}

/** The element Mantine sets `--modal-size` on. */
function modalRoot(): HTMLElement {
  const root = screen.getByRole('dialog').closest<HTMLElement>('.mantine-Modal-root');
  if (!root) throw new Error('no modal root');
  return root;
}

describe('AppDialog', () => {
  it('renders nothing until a dialog is opened', () => {
    renderWithTheme(<AppDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is named by its title, 18 px by default, and 327 px wide', async () => {
    await renderDialog({
      title: 'Card locked',
      subtitle: 'For your safety',
      textLines: ['We locked your card.', 'Unlock it any time.'],
      image: { src: '/lock.svg', width: 120, height: 80, alt: 'A padlock' },
      buttons: [{ label: 'OK' }],
    });
    const dialog = screen.getByRole('dialog', { name: 'Card locked' });
    expect(dialog).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Card locked' }).style.fontSize).toContain('1.125rem');
    expect(modalRoot().style.getPropertyValue('--modal-size')).toContain('20.4375rem');
    expect(screen.getByText('For your safety')).toBeTruthy();
    expect(screen.getByText('Unlock it any time.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'A padlock' }).getAttribute('src')).toBe('/lock.svg');
  });

  it('is 448 px wide when Large and uses the given title size', async () => {
    await renderDialog({ title: 'Big news', dialogSize: 'Large', titleSize: 24, buttons: [{ label: 'OK' }] });
    expect(modalRoot().style.getPropertyValue('--modal-size')).toContain('28rem');
    expect(screen.getByRole('heading', { name: 'Big news' }).style.fontSize).toContain('1.5rem');
  });

  it('closes on Escape and has a close button when dismissable', async () => {
    const user = userEvent.setup();
    await renderDialog({ title: 'Dismiss me', buttons: [{ label: 'OK' }] });
    expect(screen.getByRole('button', { name: 'Close dialog' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useDialogStore.getState().opened).toBe(false);
  });

  it('ignores Escape and outside clicks when not dismissable, and keyboard users reach its buttons', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    await renderDialog({ title: 'Decide', isDismissable: false, buttons: [{ label: 'Continue', onClick }] });
    expect(screen.queryByRole('button', { name: 'Close dialog' })).toBeNull();

    await user.keyboard('{Escape}');
    const overlay = document.querySelector<HTMLElement>('.mantine-Modal-overlay');
    if (!overlay) throw new Error('no overlay');
    await user.click(overlay);
    expect(screen.getByRole('dialog', { name: 'Decide' })).toBeTruthy();

    // Focus is trapped in the dialog, so Tab lands on the one action.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue' }));
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes, then runs the clicked button handler, which may open the next dialog', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    await renderDialog({
      title: 'Remove bank?',
      buttonDirection: 'row',
      buttons: [
        { label: 'Remove', color: 'red', 'data-testid': 'remove', onClick: () => openDialog({ title: 'Removed' }) },
        { label: 'Cancel', onClick: onCancel },
      ],
    });
    await user.click(screen.getByTestId('remove'));
    expect(screen.getByRole('dialog', { name: 'Removed' })).toBeTruthy();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('runs a plain button handler once and closes', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    await renderDialog({ title: 'Remove bank?', buttons: [{ label: 'Cancel', onClick: onCancel }] });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
