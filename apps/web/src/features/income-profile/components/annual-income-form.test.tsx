// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../ui/test-support/expect-no-axe-violations';
import { createFakeApi, deferred, type FakeAnswer, failure, ok } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { incomeProfileQueryKey } from '../api/get-income-profile';
import { annualIncomeRoute, descriptionOf, profileAnswer, profileRoute } from '../test-support/fixtures';
import { AnnualIncomeForm } from './annual-income-form';

async function renderForm(routes: Record<string, FakeAnswer | (() => FakeAnswer | Promise<FakeAnswer>)>) {
  const api = createFakeApi({ [profileRoute]: profileAnswer(), ...routes });
  const onSaved = vi.fn();
  const view = await renderWithApp(<AnnualIncomeForm onSaved={onSaved} />, { fetch: api.fetch });
  const input = (await screen.findByRole('textbox', {
    name: /What's your annual household income\?/,
  })) as HTMLInputElement;
  return { ...view, api, onSaved, input, user: userEvent.setup() };
}

const submit = () => screen.getByRole('button', { name: 'Continue' });

describe('AnnualIncomeForm', () => {
  it('asks with its help text and starts from the saved income in whole dollars', async () => {
    const { input } = await renderForm({ [profileRoute]: profileAnswer({ annualIncomeCents: 5_200_000 }) });
    expect(input.value).toBe('52,000');
    expect(descriptionOf(input)).toContain(
      'Before taxes. Include every source of income in your household: salaries, benefits, alimony or child support if you want it considered.',
    );
  });

  it('starts empty for a member who has not answered', async () => {
    const { input } = await renderForm({});
    expect(input.value).toBe('');
  });

  it('groups the thousands once typed, sends exact cents, caches the profile and calls onSaved', async () => {
    const answer = deferred<FakeAnswer>();
    const saved = { employmentStatus: 'STUDENT', employerName: null, annualIncomeCents: 5_200_000 };
    const { user, api, onSaved, input, queryClient } = await renderForm({ [annualIncomeRoute]: () => answer.promise });
    await user.type(input, '52000');
    await user.tab();
    expect(input.value).toBe('52,000');
    await user.click(submit());

    await waitFor(() => expect(api.requestsTo(annualIncomeRoute)).toHaveLength(1));
    expect(api.requestsTo(annualIncomeRoute)[0]?.body).toEqual({ annualIncomeCents: 5_200_000 });
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    expect(submit().hasAttribute('data-loading')).toBe(true);

    answer.resolve(ok(saved));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(queryClient.getQueryData(incomeProfileQueryKey)).toEqual(saved);
  });

  it.each([
    ['$1,234,567.00', 123_456_700],
    ['0', 0],
    ['10,000,000', 1_000_000_000],
  ])('sends %j as %d cents', async (typed, cents) => {
    const { user, api, input } = await renderForm({ [annualIncomeRoute]: profileAnswer({ annualIncomeCents: cents }) });
    await user.type(input, typed);
    await user.click(submit());
    await waitFor(() => expect(api.requestsTo(annualIncomeRoute)[0]?.body).toEqual({ annualIncomeCents: cents }));
  });

  it.each([
    ['', 'Enter your annual household income'],
    ['52,000.50', 'Enter your annual household income in whole dollars, without cents'],
    ['52k', 'Enter your annual household income in dollars, like 52,000'],
    ['-5,000', 'Your annual household income cannot be negative'],
    ['10,000,001', 'Your annual household income can be at most $10,000,000'],
  ])('refuses %j with its message at the field, sending nothing', async (typed, message) => {
    const { user, api, input, onSaved } = await renderForm({});
    if (typed) await user.type(input, typed);
    await user.click(submit());
    expect(descriptionOf(input)).toContain(message);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
    expect(api.requestsTo(annualIncomeRoute)).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it("shows the server's refusal at the field", async () => {
    const { user, input, onSaved } = await renderForm({
      [annualIncomeRoute]: failure(400, 'VALIDATION_FAILED', 'annualIncomeCents: Not accepted right now', {
        annualIncomeCents: 'Not accepted right now',
      }),
    });
    await user.type(input, '48,500');
    await user.click(submit());
    await waitFor(() => expect(descriptionOf(input)).toContain('Not accepted right now'));
    expect(onSaved).not.toHaveBeenCalled();
  });
});
