import { useEffect, useEffectEvent, useState } from 'react';
import type { LegalDocumentSource } from './legal-document-source';
import type { LegalDocumentLoader } from './load-legal-document';

export type LegalDocumentState = { status: 'loading' } | { status: 'ready'; source: LegalDocumentSource };

/**
 * Loads the document while `enabled` (the dialog is open) and releases it when the dialog closes or
 * unmounts. A failure goes to `onFailed` rather than into the state: the spec replaces the whole
 * dialog with the generic one.
 */
export function useLegalDocument({
  docId,
  load,
  enabled,
  onFailed,
}: {
  docId: string;
  load: LegalDocumentLoader;
  enabled: boolean;
  onFailed: (error: unknown) => void;
}): LegalDocumentState {
  const [state, setState] = useState<LegalDocumentState>({ status: 'loading' });
  const loadDocument = useEffectEvent(load);
  const reportFailure = useEffectEvent(onFailed);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let loaded: LegalDocumentSource | undefined;
    loadDocument(docId, { signal: controller.signal }).then(
      (source) => {
        // Closed while loading: nobody will show it, so free it now.
        if (controller.signal.aborted) return source.release();
        loaded = source;
        setState({ status: 'ready', source });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) reportFailure(error);
      },
    );
    return () => {
      controller.abort();
      loaded?.release();
    };
  }, [docId, enabled]);

  return state;
}
