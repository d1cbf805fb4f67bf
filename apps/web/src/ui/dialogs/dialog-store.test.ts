import { beforeEach, describe, expect, it } from 'vitest';
import { closeDialog, openDialog, useDialogStore } from './dialog-store';

beforeEach(() => useDialogStore.setState({ dialog: null, opened: false }));

describe('dialog store', () => {
  it('opens with the options and closes keeping them for the exit transition', () => {
    openDialog({ title: 'First' });
    expect(useDialogStore.getState()).toMatchObject({ opened: true, dialog: { options: { title: 'First' } } });
    closeDialog();
    expect(useDialogStore.getState()).toMatchObject({ opened: false, dialog: { options: { title: 'First' } } });
  });

  it('replaces an open dialog with a new identity', () => {
    openDialog({ title: 'First' });
    const firstId = useDialogStore.getState().dialog?.id;
    openDialog({ title: 'Second' });
    const { dialog, opened } = useDialogStore.getState();
    expect(opened).toBe(true);
    expect(dialog?.options.title).toBe('Second');
    expect(dialog?.id).not.toBe(firstId);
  });
});
