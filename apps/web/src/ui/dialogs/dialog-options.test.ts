import { describe, expect, it } from 'vitest';
import { dialogWidthPx, resolveDialogOptions } from './dialog-options';

describe('resolveDialogOptions', () => {
  it('defaults to title size 18, 327 px, centred, stacked buttons and dismissable', () => {
    expect(resolveDialogOptions({ title: 'Hi', buttons: [{ label: 'OK' }] })).toEqual({
      title: 'Hi',
      subtitle: undefined,
      textLines: [],
      image: undefined,
      buttons: [{ label: 'OK' }],
      buttonDirection: 'column',
      titleSize: 18,
      alignment: 'center',
      dialogSize: 'Default',
      isDismissable: true,
      widthPx: 327,
    });
  });

  it('gives a Large dialog 448 px', () => {
    expect(dialogWidthPx('Large')).toBe(448);
    expect(dialogWidthPx('Default')).toBe(327);
    expect(dialogWidthPx(undefined)).toBe(327);
    expect(resolveDialogOptions({ title: 'Hi', dialogSize: 'Large' }).widthPx).toBe(448);
  });

  it('keeps a dialog with buttons undismissable when asked', () => {
    expect(resolveDialogOptions({ title: 'Hi', isDismissable: false, buttons: [{ label: 'OK' }] }).isDismissable).toBe(
      false,
    );
  });

  it('keeps a dialog without buttons dismissable, since nothing else could close it', () => {
    expect(resolveDialogOptions({ title: 'Hi', isDismissable: false }).isDismissable).toBe(true);
    expect(resolveDialogOptions({ title: 'Hi', isDismissable: false, buttons: [] }).isDismissable).toBe(true);
  });
});
