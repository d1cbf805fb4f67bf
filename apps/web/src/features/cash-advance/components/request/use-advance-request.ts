// Taking an advance: quote the terms (the server's figures), show them in the legal dialog, sign on
// Accept, then take the advance on the signed terms. Each call keeps one Idempotency-Key per
// submission until it succeeds, so trying again after a failure or a lost answer never takes a
// second advance: the server replays a success and keeps no trace of a failure.
import type { AdvanceRequest, AdvanceTermsDocument, CashAdvance } from '@fernleaf/contract/cash-advance';
import { errorCodes } from '@fernleaf/contract/errors';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { createSubmissionKeys } from '../../../../lib/submission-key';
import { useOneAtATime } from '../../../../lib/use-one-at-a-time';
import { openDialog } from '../../../../ui/dialogs/dialog-store';
import { useTakeCashAdvance } from '../../api/apply-for-cash-advance';
import { ensureApplication } from '../../api/create-application-and-esign';
import { useQuoteAdvanceTerms } from '../../api/create-user-esign';
import { useSignAdvanceTerms } from '../../api/sign-user-esigns';
import { type RequestProblem, requestProblemOf } from '../../lib/request-errors';
import { useCashAdvanceStore, useDisbursementInfoStore } from '../../store';

export type AdvanceChoice = Omit<AdvanceRequest, 'applicationId'>;

export type RequestPhase =
  | { step: 'choosing' }
  | { step: 'quoting' }
  /** Quoted, not signed yet: the dialog shows the document. */
  | { step: 'review'; document: AdvanceTermsDocument; request: AdvanceRequest }
  | { step: 'signing'; document: AdvanceTermsDocument; request: AdvanceRequest }
  | { step: 'signed'; document: AdvanceTermsDocument; request: AdvanceRequest }
  | { step: 'applying'; document: AdvanceTermsDocument; request: AdvanceRequest }
  | { step: 'applied'; advance: CashAdvance };

export const termsDialogTitle = 'Terms of your cash advance';

/** The server does not know the stored application (another tab forced a new one): make a new one. */
function isStaleApplication(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === errorCodes.NOT_FOUND || (error.fields !== undefined && 'applicationId' in error.fields))
  );
}

export function useAdvanceRequest({ onApplied }: { onApplied: (advance: CashAdvance) => void }) {
  const [phase, setPhase] = useState<RequestPhase>({ step: 'choosing' });
  const [problem, setProblem] = useState<RequestProblem | null>(null);
  const [keys] = useState(() => ({
    application: createSubmissionKeys(),
    quote: createSubmissionKeys(),
    sign: createSubmissionKeys(),
    apply: createSubmissionKeys(),
  }));
  const quoteTerms = useQuoteAdvanceTerms();
  const signTerms = useSignAdvanceTerms();
  const takeAdvance = useTakeCashAdvance();
  // Quoting, signing and taking go one at a time: a second Accept or "Get" click sends nothing.
  const sending = useOneAtATime();

  async function application(forceRefresh: boolean): Promise<string> {
    const applicationId = await ensureApplication({
      forceRefresh,
      idempotencyKey: keys.application.keyFor({ forceRefresh }),
    });
    keys.application.settle();
    return applicationId;
  }

  async function quoteWith(applicationId: string, choice: AdvanceChoice) {
    const request: AdvanceRequest = { applicationId, ...choice };
    const { esignDocument } = await quoteTerms.mutateAsync({
      body: request,
      idempotencyKey: keys.quote.keyFor(request),
    });
    keys.quote.settle();
    return { request, document: esignDocument };
  }

  async function quote(choice: AdvanceChoice) {
    setProblem(null);
    setPhase({ step: 'quoting' });
    try {
      let quoted: Awaited<ReturnType<typeof quoteWith>>;
      try {
        quoted = await quoteWith(await application(false), choice);
      } catch (error) {
        if (!isStaleApplication(error)) throw error;
        quoted = await quoteWith(await application(true), choice);
      }
      setPhase({ step: 'review', ...quoted });
      openTerms(quoted.document, quoted.request);
    } catch (error) {
      setProblem(requestProblemOf(error));
      setPhase({ step: 'choosing' });
    }
  }

  /** The legal dialog with the quoted document; Accept signs it. */
  function openTerms(document: AdvanceTermsDocument, request: AdvanceRequest) {
    openDialog({
      title: termsDialogTitle,
      legalAgreement: {
        docId: document.documentId,
        docName: document.name,
        onClickAccept: document.isEsigned ? undefined : () => void sending.run(() => sign(document, request)),
      },
    });
  }

  async function sign(document: AdvanceTermsDocument, request: AdvanceRequest) {
    setProblem(null);
    setPhase({ step: 'signing', document, request });
    const documentIds = [document.documentId];
    try {
      const answer = await signTerms.mutateAsync({ documentIds, idempotencyKey: keys.sign.keyFor(documentIds) });
      keys.sign.settle();
      const signed = answer.esignDocuments.find((candidate) => candidate.documentId === document.documentId);
      setPhase({ step: 'signed', document: signed ?? { ...document, isEsigned: true, esigned: true }, request });
    } catch (error) {
      setProblem(requestProblemOf(error));
      setPhase({ step: 'review', document, request });
    }
  }

  async function apply() {
    if (phase.step !== 'signed') return;
    const { document, request } = phase;
    const body = { ...request, esignDocumentId: document.documentId };
    setProblem(null);
    setPhase({ step: 'applying', document, request });
    try {
      const { advance } = await takeAdvance.mutateAsync({ body, idempotencyKey: keys.apply.keyFor(body) });
      keys.apply.settle();
      useDisbursementInfoStore.getState().setFromTerms(document.terms);
      useCashAdvanceStore.getState().setDisbursementRequested(true);
      setPhase({ step: 'applied', advance });
      onApplied(advance);
    } catch (error) {
      const found = requestProblemOf(error);
      setProblem(found);
      // Terms from another day cannot be used: choose again for new ones. Otherwise the same request
      // (and key) can be sent again.
      setPhase(found.kind === 'terms-expired' ? { step: 'choosing' } : { step: 'signed', document, request });
    }
  }

  function reset() {
    setProblem(null);
    setPhase({ step: 'choosing' });
  }

  return {
    phase,
    problem,
    quote: (choice: AdvanceChoice) => sending.run(() => quote(choice)),
    openTerms,
    apply: () => sending.run(apply),
    reset,
  };
}
