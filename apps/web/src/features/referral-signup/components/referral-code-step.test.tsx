// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../ui/test-support/expect-no-axe-violations';
import {
  createFakeApi,
  type FakeAnswer,
  type FakeHandler,
  failure,
  ok,
  type RecordedRequest,
} from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { ReferralCodeStep } from './referral-code-step';

const previewRoute = 'POST /api/referral/referralCode';
const signUpRoute = 'POST /api/referral/signup';

/** The server's view of codes: AVERY2026 belongs to a member whose first name was stored in lower case. */
function previewOf(request: RecordedRequest): FakeAnswer {
  const { referralCode } = request.body as { referralCode: string };
  return referralCode === 'AVERY2026'
    ? ok({ referralCode, isValid: true, referrerFirstName: 'avery' })
    : ok({ referralCode, isValid: false, referrerFirstName: null });
}

async function renderStep({
  signUp = () => ok({ referrerFirstName: 'avery' }),
  initialCode,
}: {
  signUp?: FakeHandler;
  initialCode?: string;
} = {}) {
  const api = createFakeApi({ [previewRoute]: previewOf, [signUpRoute]: signUp });
  const onDone = vi.fn();
  await renderWithApp(<ReferralCodeStep onDone={onDone} initialCode={initialCode} />, { fetch: api.fetch });
  return { api, onDone, user: userEvent.setup() };
}

const codeInput = () => screen.getByLabelText('Referral code (optional)');

function errorOf(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

beforeEach(() => vi.restoreAllMocks());

describe('ReferralCodeStep', () => {
  it('adds no heading of its own: the onboarding frame gives the page its one h1 and its question once', async () => {
    await renderStep();
    expect(screen.queryAllByRole('heading')).toEqual([]);
    expect(screen.queryByText(/invite you\?/)).toBeNull();
  });

  it('previews who a typed code belongs to, as "Invited by" and the first name', async () => {
    const { api, user } = await renderStep();
    await expectNoAxeViolations();
    await user.type(codeInput(), 'avery2026');
    expect(await screen.findByText('Invited by Avery')).toBeTruthy();
    expect(api.requestsTo(previewRoute).at(-1)?.body).toEqual({ referralCode: 'AVERY2026' });
    // Typing pauses before the code is looked up: one look-up, not one per key.
    expect(api.requestsTo(previewRoute)).toHaveLength(1);
    await expectNoAxeViolations();
  });

  it('says at the field when a typed code belongs to no one', async () => {
    const { user } = await renderStep();
    await user.type(codeInput(), 'NOSUCH99');
    await waitFor(() => expect(errorOf(codeInput())).toContain('We could not find this referral code.'));
    expect(screen.queryByText(/^Invited by/)).toBeNull();
  });

  it('does not look up a code that cannot be one', async () => {
    const { api, user } = await renderStep();
    await user.type(codeInput(), 'ab!');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(api.requestsTo(previewRoute)).toHaveLength(0);
  });

  it('applies the code and ends the step', async () => {
    const { api, onDone, user } = await renderStep();
    await user.type(codeInput(), ' avery2026 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(api.requestsTo(signUpRoute)[0]?.body).toEqual({ referralCode: 'AVERY2026' });
  });

  it('starts from the code a referral link brought', async () => {
    const { api, onDone, user } = await renderStep({ initialCode: 'AVERY2026' });
    expect((codeInput() as HTMLInputElement).value).toBe('AVERY2026');
    expect(await screen.findByText('Invited by Avery')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.requestsTo(signUpRoute)).toHaveLength(1);
  });

  it("shows the server's refusal at the field and stays on the step", async () => {
    const { onDone, user } = await renderStep({
      signUp: () =>
        failure(422, 'VALIDATION_FAILED', 'This is your own referral code.', {
          referralCode: 'This is your own referral code. Enter the code of the member who invited you.',
        }),
    });
    await user.type(codeInput(), 'AVERY2026');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(errorOf(codeInput())).toContain('This is your own referral code.'));
    expect(onDone).not.toHaveBeenCalled();

    await user.type(codeInput(), '1');
    expect(errorOf(codeInput())).not.toContain('own referral code');
  });

  it('shows a failure without a field as an alert', async () => {
    const { onDone, user } = await renderStep({
      signUp: () => failure(500, 'INTERNAL_ERROR', 'The server could not complete the request. Please try again.'),
    });
    await user.type(codeInput(), 'AVERY2026');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The server could not complete the request.');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('asks for a code, or Skip, when Apply is pressed without one, and checks its form', async () => {
    const { api, onDone, user } = await renderStep();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(errorOf(codeInput())).toContain('Enter a referral code, or choose Skip.');

    await user.type(codeInput(), 'ab!');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(errorOf(codeInput())).toContain('A referral code is 6 to 12 letters or digits');
    expect(api.requestsTo(signUpRoute)).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('lets the member skip without applying anything', async () => {
    const { api, onDone, user } = await renderStep();
    await user.type(codeInput(), 'AVERY2026');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(api.requestsTo(signUpRoute)).toHaveLength(0);
  });
});
