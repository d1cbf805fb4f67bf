// Renders one pay-schedule step as the app would, at its own address, with the answers before it
// already in the store and today fixed, so the last-paid dates and paydays are known.
import type { ReactElement } from 'react';
import { afterEach, vi } from 'vitest';
import type { FakeAnswer } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { noAnswers, type PayScheduleAnswers } from '../lib/answers';
import type { PayScheduleStep } from '../lib/steps';
import { usePayScheduleStore } from '../store';

export const flow = 'add-cbplus';
export const returnTo = '/onboarding/cbplus/intro';

/** Tuesday 10 June 2025, at noon where the test runs. */
export const today = new Date(2025, 5, 10, 12, 0);

export const stepPath = (step: PayScheduleStep) => `/${flow}/payment-schedule/${step}`;

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

export async function renderStep(
  ui: ReactElement,
  {
    step,
    answers = {},
    fetch,
  }: { step: PayScheduleStep; answers?: Partial<PayScheduleAnswers>; fetch: typeof globalThis.fetch },
) {
  // Only Date is faked: the user-event and query timers keep running.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(today);
  usePayScheduleStore.setState({ flow, returnTo, answers: { ...noAnswers, ...answers } });
  return renderWithApp(ui, { fetch, path: stepPath(step) });
}

/** The text of everything an element's aria-describedby points at: its description and its error. */
export function descriptionOf(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

export const noSavedSchedule: FakeAnswer = {
  status: 404,
  body: {
    error: { code: 'NOT_FOUND', title: 'No pay schedule', description: 'You have not told us your pay schedule yet.' },
  },
};
