// What a caller can ask of the app dialog (spec section 3, "Dialog options"), and the defaults that
// fill in what it leaves out.
import type { MantineColor } from '@mantine/core';

export type DialogAlignment = 'left' | 'center';
export type DialogButtonDirection = 'row' | 'column';
export type DialogSize = 'Default' | 'Large';

export interface DialogButton {
  label: string;
  /** A theme colour; the primary colour when left out. */
  color?: MantineColor;
  'data-testid'?: string;
  /** Runs after the dialog has closed, so it may open another dialog. */
  onClick?: () => void;
}

export interface DialogImage {
  src: string;
  width: number;
  height: number;
  /** Required so that every caller decides; '' marks a decorative image. */
  alt: string;
}

export interface LegalAgreement {
  docId: string;
  /** Names the document frame for screen readers and the "Open …" link. */
  docName: string;
  /** With it the dialog asks the member to accept (Cancel and Accept); without it, it only shows (Close). */
  onClickAccept?: () => void;
}

export interface DialogOptions {
  title: string;
  subtitle?: string;
  textLines?: string[];
  image?: DialogImage;
  buttons?: DialogButton[];
  buttonDirection?: DialogButtonDirection;
  /** In px. */
  titleSize?: number;
  /** Alignment of the title and text. */
  alignment?: DialogAlignment;
  dialogSize?: DialogSize;
  /** Whether a click outside, Escape or a close button may dismiss the dialog. */
  isDismissable?: boolean;
  /** Turns the dialog into the legal-agreement viewer; the other content options are then unused. */
  legalAgreement?: LegalAgreement;
}

/** Spec section 9. */
export const defaultTitleSizePx = 18;
export const defaultDialogMaxWidthPx = 327;
export const largeDialogWidthPx = 448;
/** Ours, not the spec's: a dialog that Escape cannot close must be a deliberate choice. */
export const defaultIsDismissable = true;

export function dialogWidthPx(size: DialogSize | undefined): number {
  return size === 'Large' ? largeDialogWidthPx : defaultDialogMaxWidthPx;
}

export interface ResolvedDialogOptions extends Required<Omit<DialogOptions, 'subtitle' | 'image' | 'legalAgreement'>> {
  subtitle: string | undefined;
  image: DialogImage | undefined;
  widthPx: number;
}

/**
 * Fills in the defaults. The spec gives only the title size; the others are ours: centred text,
 * stacked buttons (two side by side rarely fit 327 px) and dismissable. A dialog without buttons is
 * always dismissable, since otherwise nothing could close it.
 */
export function resolveDialogOptions(options: DialogOptions): ResolvedDialogOptions {
  const buttons = options.buttons ?? [];
  return {
    title: options.title,
    subtitle: options.subtitle,
    textLines: options.textLines ?? [],
    image: options.image,
    buttons,
    buttonDirection: options.buttonDirection ?? 'column',
    titleSize: options.titleSize ?? defaultTitleSizePx,
    alignment: options.alignment ?? 'center',
    dialogSize: options.dialogSize ?? 'Default',
    isDismissable: (options.isDismissable ?? defaultIsDismissable) || buttons.length === 0,
    widthPx: dialogWidthPx(options.dialogSize),
  };
}
