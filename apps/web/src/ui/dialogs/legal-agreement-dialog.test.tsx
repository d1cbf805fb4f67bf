// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-support/render-with-theme';
import { AppDialog } from './app-dialog';
import type { LegalAgreement } from './dialog-options';
import { openDialog, useDialogStore } from './dialog-store';
import { type LegalDocumentLoader, loadLegalDocument } from './load-legal-document';

const pdfBase64 = btoa('%PDF-1.4 fake');
const blobUrl = 'blob:http://localhost/legal-doc';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

// A component test has no server: the real loader runs against a fake fetch.
function loaderAnswering(response: () => Response): LegalDocumentLoader {
  const fetch = vi.fn(async () => response());
  return (docId, { signal }) => loadLegalDocument(docId, { signal, fetch });
}

const servesPdf = loaderAnswering(() => jsonResponse(200, { data: { document: { data: pdfBase64 } } }));

let revokeObjectURL: ReturnType<typeof vi.fn<(url: string) => void>>;

beforeEach(() => {
  useDialogStore.setState({ dialog: null, opened: false });
  // jsdom has no object URLs.
  revokeObjectURL = vi.fn<(url: string) => void>();
  URL.createObjectURL = vi.fn(() => blobUrl);
  URL.revokeObjectURL = revokeObjectURL;
});

afterEach(() => vi.restoreAllMocks());

function renderLegalDialog(
  agreement: Partial<LegalAgreement>,
  { load = servesPdf, viewportWidth = 1280 }: { load?: LegalDocumentLoader; viewportWidth?: number } = {},
) {
  renderWithTheme(<AppDialog loadLegalDocument={load} />, { viewportWidth });
  act(() =>
    openDialog({
      title: 'Membership agreement',
      legalAgreement: { docId: 'doc-1', docName: 'Membership agreement PDF', ...agreement },
    }),
  );
}

const legalText = {
  title: 'Terms of this advance',
  details: ['Version 1.0 - Effective November 1, 2026', 'Prepared for Avery Stone on November 10, 2026'],
  sections: [
    {
      heading: 'Your advance',
      blocks: [{ kind: 'list', items: ['Amount sent to you: $100.00.', 'Delivery: to Chase \u2022\u20221111.'] }],
    },
    { heading: 'This advance', blocks: [{ kind: 'paragraph', text: 'You ask us to send the amount above.' }] },
  ],
};
const servesText = loaderAnswering(() =>
  jsonResponse(200, { data: { document: { data: pdfBase64, contentType: 'application/pdf', text: legalText } } }),
);

describe('legal-agreement dialog', () => {
  it('puts the sections one level under the dialog title when the document has no title of its own to show', async () => {
    const sameTitle = loaderAnswering(() =>
      jsonResponse(200, {
        data: {
          document: {
            data: pdfBase64,
            contentType: 'application/pdf',
            text: { ...legalText, title: 'Membership agreement' },
          },
        },
      }),
    );
    renderLegalDialog({}, { load: sameTitle });
    await screen.findByRole('region', { name: 'Membership agreement PDF' });
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    // Each heading at most one level below the one before it (axe heading-order).
    expect(levels[0]).toBe(2);
    for (let index = 1; index < levels.length; index += 1) {
      expect(levels[index]).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1);
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Your advance' })).toBeTruthy();
  });

  it('shows the agreement as text with headings and a list, the PDF as a download, at phone width', async () => {
    const onClickAccept = vi.fn();
    renderLegalDialog({ onClickAccept }, { load: servesText, viewportWidth: 375 });
    const region = await screen.findByRole('region', { name: 'Membership agreement PDF' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('heading', { level: 3, name: 'Terms of this advance' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'Your advance' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Amount sent to you: $100.00.',
      'Delivery: to Chase \u2022\u20221111.',
    ]);
    expect(screen.getByText('You ask us to send the amount above.')).toBeTruthy();
    // No PDF viewer to tab through: the text, the download link, then Cancel and Accept.
    expect(document.querySelector('iframe, object')).toBeNull();
    const download = screen.getByRole('link', { name: /Download Membership agreement PDF/ });
    expect(download.getAttribute('href')).toBe(blobUrl);
    expect(download.hasAttribute('download')).toBe(true);
    const dialog = screen.getByRole('dialog');
    const tabStops = [...dialog.querySelectorAll<HTMLElement>('a[href], button, [tabindex="0"]')].filter(
      (element) => !element.hasAttribute('disabled'),
    );
    expect(tabStops.map((element) => element.getAttribute('aria-label') || element.textContent)).toEqual([
      'Close dialog',
      'Membership agreement PDF',
      'Download Membership agreement PDF (PDF)',
      'Cancel',
      'Accept',
    ]);
  });

  it('accepts once for a double click on Accept', async () => {
    const onClickAccept = vi.fn();
    renderLegalDialog({ onClickAccept }, { load: servesText });
    await screen.findByRole('region', { name: 'Membership agreement PDF' });
    const accept = screen.getByRole('button', { name: 'Accept' });
    fireEvent.click(accept);
    fireEvent.click(accept);
    expect(onClickAccept).toHaveBeenCalledOnce();
  });

  it('shows the document in a frame on desktop, with Cancel and Accept when it can be accepted', async () => {
    const user = userEvent.setup();
    const onClickAccept = vi.fn();
    renderLegalDialog({ onClickAccept });

    const dialog = screen.getByRole('dialog', { name: 'Membership agreement' });
    // 600 px wide.
    expect(dialog.closest<HTMLElement>('.mantine-Modal-root')?.style.getPropertyValue('--modal-size')).toContain(
      '37.5rem',
    );
    const frame = await screen.findByTitle('Membership agreement PDF');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(blobUrl);
    expect(frame.getAttribute('height')).toBe('350');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onClickAccept).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(revokeObjectURL).toHaveBeenCalledWith(blobUrl);
  });

  it('does not accept on Cancel', async () => {
    const user = userEvent.setup();
    const onClickAccept = vi.fn();
    renderLegalDialog({ onClickAccept });
    await screen.findByTitle('Membership agreement PDF');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClickAccept).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Accept disabled until the document has loaded', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderLegalDialog(
      { onClickAccept: vi.fn() },
      { load: (docId, { signal }) => loadLegalDocument(docId, { signal, fetch }) },
    );

    expect(screen.getByText('Loading Membership agreement PDF')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept' }).hasAttribute('disabled')).toBe(true);
    // The request goes out after the session is asked for a token, a tick later.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await act(async () => answer(jsonResponse(200, { data: { document: { data: pdfBase64 } } })));
    await screen.findByTitle('Membership agreement PDF');
    expect(screen.getByRole('button', { name: 'Accept' }).hasAttribute('disabled')).toBe(false);
  });

  it('has only a Close button without an accept handler', async () => {
    const user = userEvent.setup();
    renderLegalDialog({});
    await screen.findByTitle('Membership agreement PDF');
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('uses the PDF viewer with an "Open" fallback link on a phone', async () => {
    renderLegalDialog({}, { viewportWidth: 390 });
    const link = await screen.findByRole('link', { name: 'Open Membership agreement PDF' });
    expect(link.getAttribute('href')).toBe(blobUrl);
    const viewer = link.closest('object');
    expect(viewer?.getAttribute('type')).toBe('application/pdf');
    expect(viewer?.getAttribute('height')).toBe('350');
    expect(screen.queryByTitle('Membership agreement PDF')).toBeNull();
  });

  it('makes the viewer 600 px tall on a tablet', async () => {
    renderLegalDialog({}, { viewportWidth: 800 });
    const link = await screen.findByRole('link', { name: 'Open Membership agreement PDF' });
    expect(link.closest('object')?.getAttribute('height')).toBe('600');
  });

  it('replaces itself with the generic failure dialog when the call fails', async () => {
    const user = userEvent.setup();
    const onClickAccept = vi.fn();
    renderLegalDialog({ onClickAccept }, { load: loaderAnswering(() => new Response('Bad gateway', { status: 502 })) });

    const dialog = await screen.findByRole('dialog', { name: "Oops... Let's try that again!" });
    expect(dialog.textContent).toContain("Looks like your request couldn't be completed. Please try again.");
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClickAccept).not.toHaveBeenCalled();
  });

  it('shows the generic failure dialog when the answer has no document data', async () => {
    renderLegalDialog({}, { load: loaderAnswering(() => jsonResponse(200, { data: { document: {} } })) });
    expect(await screen.findByRole('dialog', { name: "Oops... Let's try that again!" })).toBeTruthy();
  });
});
