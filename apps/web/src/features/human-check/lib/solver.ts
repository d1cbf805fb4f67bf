// Runs the proof of work in a Web Worker where the browser has one, on the main thread otherwise
// (jsdom in tests, or a worker that fails to start).
import { type Challenge, type Solution, solveProofOfWork } from './solve-proof-of-work';

export type SolverMessage =
  | { type: 'progress'; attempts: number }
  | { type: 'solved'; solution: Solution }
  | { type: 'failed'; message: string };

export type HumanCheckSolver = (
  challenge: Challenge,
  options: { signal: AbortSignal; onProgress: (attempts: number) => void },
) => Promise<Solution>;

export const solveOnMainThread: HumanCheckSolver = (challenge, options) => solveProofOfWork(challenge, options);

export const solveInWorker: HumanCheckSolver = (challenge, { signal, onProgress }) =>
  new Promise<Solution>((resolve, reject) => {
    signal.throwIfAborted();
    const worker = new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' });
    let heardFromWorker = false;
    const finish = () => {
      worker.terminate();
      signal.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (event: MessageEvent<SolverMessage>) => {
      heardFromWorker = true;
      const message = event.data;
      if (message.type === 'progress') return onProgress(message.attempts);
      finish();
      if (message.type === 'solved') resolve(message.solution);
      else reject(new Error(message.message));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish();
      // A worker that never ran (blocked by policy, failed to load) should not stop a person.
      if (heardFromWorker) reject(new Error(event.message || 'The solver stopped'));
      else solveOnMainThread(challenge, { signal, onProgress }).then(resolve, reject);
    };
    worker.postMessage(challenge);
  });

export const defaultSolver: HumanCheckSolver = (challenge, options) =>
  typeof Worker === 'function' ? solveInWorker(challenge, options) : solveOnMainThread(challenge, options);
