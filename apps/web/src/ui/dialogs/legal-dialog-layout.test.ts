import { describe, expect, it } from 'vitest';
import { legalDocumentViewer, legalFrameHeight } from './legal-dialog-layout';

describe('legal dialog layout', () => {
  it('makes the frame 600 px tall on tablets and 350 px elsewhere', () => {
    expect(legalFrameHeight('tablet')).toBe(600);
    expect(legalFrameHeight('desktop')).toBe(350);
    expect(legalFrameHeight('mobile')).toBe(350);
  });

  it('uses the PDF viewer only for a blob on a device that is not a desktop', () => {
    expect(legalDocumentViewer('desktop', true)).toBe('frame');
    expect(legalDocumentViewer('tablet', true)).toBe('pdf-viewer');
    expect(legalDocumentViewer('mobile', true)).toBe('pdf-viewer');
    expect(legalDocumentViewer('mobile', false)).toBe('frame');
  });
});
