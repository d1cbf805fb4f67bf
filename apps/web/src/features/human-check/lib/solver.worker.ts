// Solves a human-check challenge off the main thread, so the page stays responsive while it works.
import { type Challenge, solveProofOfWork } from './solve-proof-of-work';
import type { SolverMessage } from './solver';

// This file runs as a dedicated worker; the DOM library types `self` as a window, whose
// postMessage has another signature.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Challenge>) => void) | null;
  postMessage(message: SolverMessage): void;
};

scope.onmessage = (event) => {
  solveProofOfWork(event.data, { onProgress: (attempts) => scope.postMessage({ type: 'progress', attempts }) }).then(
    (solution) => scope.postMessage({ type: 'solved', solution }),
    (error: unknown) => scope.postMessage({ type: 'failed', message: String(error) }),
  );
};
