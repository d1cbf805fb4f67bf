// The pay-schedule steps' answers between pages, the flow they run in and where Continue leads after
// saving. Kept in session storage, so a reload or a step opened in the same tab keeps the answers,
// and nothing outlives the browser session.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isSitePath } from '../../lib/site-path';
import { registerStoreReset } from '../../lib/store-reset';
import { type AddFlow, isAddFlow } from './lib/add-flows';
import { noAnswers, type PayScheduleAnswers, storedAnswersSchema } from './lib/answers';

/** Session storage key of `{ state: { flow, returnTo, answers }, version }`. */
export const payScheduleStoreStorageKey = 'fernleaf.paySchedule';

export interface PayScheduleState {
  flow: AddFlow | null;
  /** The page the flow came from; null leads to the default. */
  returnTo: string | null;
  answers: PayScheduleAnswers;
  /** Starts or resumes the steps of `flow`; a new flow forgets the previous one's way back. */
  begin(flow: AddFlow, returnTo: string | undefined): void;
  answer(patch: Partial<PayScheduleAnswers>): void;
  /** Takes the answers of a saved schedule, unless the member already answered something. */
  prefill(answers: PayScheduleAnswers): void;
  reset(): void;
}

type PersistedState = Pick<PayScheduleState, 'flow' | 'returnTo' | 'answers'>;

const initialState: PersistedState = { flow: null, returnTo: null, answers: noAnswers };

/** A hand-edited or outdated entry yields empty answers rather than a shape the steps do not expect. */
function sanitise(persisted: unknown): PersistedState {
  const stored = (persisted ?? {}) as Record<string, unknown>;
  const flow = typeof stored.flow === 'string' && isAddFlow(stored.flow) ? stored.flow : null;
  const returnTo = typeof stored.returnTo === 'string' && isSitePath(stored.returnTo) ? stored.returnTo : null;
  const answers = storedAnswersSchema.safeParse(stored.answers ?? {});
  return { flow, returnTo, answers: answers.success ? answers.data : noAnswers };
}

const sameAnswers = (a: PayScheduleAnswers, b: PayScheduleAnswers) =>
  (Object.keys(a) as (keyof PayScheduleAnswers)[]).every((key) => a[key] === b[key]);

export const usePayScheduleStore = create<PayScheduleState>()(
  persist(
    (set) => ({
      ...initialState,
      begin: (flow, returnTo) =>
        set((state) => {
          const safe = returnTo !== undefined && isSitePath(returnTo) ? returnTo : undefined;
          if (state.flow !== flow) return { flow, returnTo: safe ?? null };
          return safe === undefined ? state : { returnTo: safe };
        }),
      answer: (patch) => set((state) => ({ answers: { ...state.answers, ...patch } })),
      prefill: (answers) => set((state) => (sameAnswers(state.answers, noAnswers) ? { answers } : state)),
      reset: () => set(initialState),
    }),
    {
      name: payScheduleStoreStorageKey,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ flow, returnTo, answers }): PersistedState => ({ flow, returnTo, answers }),
      merge: (persisted, current) => ({ ...current, ...sanitise(persisted) }),
    },
  ),
);

// Logout resets every registered store (spec section 4); the member's answers go with them.
registerStoreReset(() => usePayScheduleStore.getState().reset());
