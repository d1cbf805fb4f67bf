// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi, failure } from '../../../../ui/test-support/fake-api';
import { aPrefill, routes } from '../../test-support/fixtures';
import { describedBy, memberAnswers, renderFlow, signInAs } from '../../test-support/render-flow';

beforeEach(() => signInAs('authorized'));

// A member whose records hold nothing the steps ask, so each step starts empty.
const memberApi = (extra = {}) =>
  createFakeApi({
    ...memberAnswers(aPrefill({ knownSteps: [], dateOfBirth: null, address: null })),
    ...extra,
  });

describe('the date of birth step', () => {
  it('says members must be 18 or older for a date that makes the person 17', async () => {
    const user = userEvent.setup();
    await renderFlow('/marketplace/personal-loan/date-of-birth', memberApi());
    const now = new Date();
    const typed = `${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}${now.getFullYear() - 17}`;
    const input = await screen.findByRole('textbox', { name: /^Date of birth/ });
    await user.type(input, typed);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(describedBy(input)).toContain('Members must be 18 or older'));
  });
});

describe('the address step', () => {
  it('refuses a PO box in the marketplace’s own words, not the debit card’s', async () => {
    const user = userEvent.setup();
    const api = memberApi({
      [routes.saveAddress]: () =>
        failure(422, 'INVALID_PO_BOX_V2', 'This address cannot be used.', {
          streetAddress: 'A PO box is not a home address',
        }),
    });
    await renderFlow('/marketplace/personal-loan/address', api);
    await user.type(await screen.findByLabelText(/Street address/), 'PO Box 12');
    await user.type(screen.getByLabelText(/City/), 'Springfield');
    await user.selectOptions(screen.getByLabelText(/State/), 'IL');
    await user.type(screen.getByLabelText(/ZIP code/), '62701');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Lenders need the address where you live');
    expect(alert.textContent).not.toMatch(/debit card/i);
  });
});

describe('the SSN step', () => {
  it('refuses a tenth digit visibly and keeps the nine typed', async () => {
    const user = userEvent.setup();
    await renderFlow('/marketplace/personal-loan/ssn', memberApi());
    const input = (await screen.findByLabelText(/^Social Security number/, { selector: 'input' })) as HTMLInputElement;
    await user.type(input, '2194467890');
    expect(input.value).toBe('219-44-6789');
    await waitFor(() => expect(describedBy(input)).toContain('A Social Security number has 9 digits'));
  });
});

describe('the loan purpose step', () => {
  it('says politely that paying off debt adds a step before the count changes', async () => {
    const user = userEvent.setup();
    signInAs('unauthorized');
    await renderFlow('/marketplace/personal-loan/loan-purpose-choice', createFakeApi({}));
    expect(await screen.findByText('Personal loan · Step 3 of 17')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Consolidate debt' }));
    const note = screen.getByText('This adds a step: how much debt you have.');
    expect(note.getAttribute('aria-live')).toBe('polite');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Personal loan · Step 4 of 18')).toBeTruthy();
  });
});
