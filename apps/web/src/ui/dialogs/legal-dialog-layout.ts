// Sizes and the choice of viewer for the legal-agreement dialog (spec sections 2 and 9).
import type { DeviceClass } from '../device-breakpoints';

export const legalDialogWidthPx = 600;
export const legalFrameHeightPx = 350;
export const legalFrameTabletHeightPx = 600;

export type LegalDocumentViewer = 'frame' | 'pdf-viewer';

export function legalFrameHeight(device: DeviceClass): number {
  return device === 'tablet' ? legalFrameTabletHeightPx : legalFrameHeightPx;
}

/**
 * Desktop browsers show a PDF inside an iframe; phone and tablet browsers often do not, so there a
 * blob source gets the PDF viewer instead.
 */
export function legalDocumentViewer(device: DeviceClass, isBlob: boolean): LegalDocumentViewer {
  return device !== 'desktop' && isBlob ? 'pdf-viewer' : 'frame';
}
