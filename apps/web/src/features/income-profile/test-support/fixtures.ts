// The income-profile calls' answers shaped as the contract says, for the component tests.
import type { IncomeProfile } from '@fernleaf/contract/income-profile';
import { type FakeAnswer, ok } from '../../../ui/test-support/fake-api';

export const profileRoute = 'GET /api/user/income-profile';
export const employmentRoute = 'PUT /api/user/income-profile/employment';
export const annualIncomeRoute = 'PUT /api/user/income-profile/annual-income';

export const unansweredProfile: IncomeProfile = { employmentStatus: null, employerName: null, annualIncomeCents: null };

export function profileAnswer(overrides: Partial<IncomeProfile> = {}): FakeAnswer {
  return ok({ ...unansweredProfile, ...overrides });
}

/** The text of everything an element's aria-describedby points at: its description and its error. */
export function descriptionOf(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
