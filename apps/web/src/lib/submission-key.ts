// Idempotency keys for forms that move money or create something (DESIGN.md "API conventions").
// A submission keeps its key while its outcome is unknown, so sending the same request again after a
// timeout replays the first answer instead of moving money twice. A changed request, or one whose
// outcome is known, gets a new key: the server refuses a key reused with another body (422).

export interface SubmissionKeys {
  /** The key for sending `request`: the pending one when the request is unchanged, else a new one. */
  keyFor(request: unknown): string;
  /** The outcome is known (an answer arrived): the next submission is a new one. */
  settle(): void;
}

export function createSubmissionKeys(newKey: () => string = () => crypto.randomUUID()): SubmissionKeys {
  let pending: { fingerprint: string; key: string } | undefined;
  return {
    keyFor(request) {
      const fingerprint = JSON.stringify(request);
      if (pending?.fingerprint !== fingerprint) pending = { fingerprint, key: newKey() };
      return pending.key;
    },
    settle() {
      pending = undefined;
    },
  };
}
