// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withSsnDashes } from '../../../lib/format/ssn';
import { useOnboardingStore } from '../../../lib/onboarding-flow-store';
import { createFakeApi, failure, ok } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { SsnForm } from './ssn-form';

const route = 'POST /api/lifecycle/verify/v6/idv';

beforeEach(() => useOnboardingStore.getState().reset());

async function submitSsn(ssn: string) {
  await userEvent.type(screen.getByLabelText(/Social Security number/), ssn);
  await userEvent.click(screen.getByRole('button', { name: 'Verify my identity' }));
}

describe('SsnForm', () => {
  it('keeps digits only and shows them with dashes', async () => {
    const api = createFakeApi({});
    await renderWithApp(<SsnForm attemptsLeft={3} onPassed={() => {}} />, { fetch: api.fetch });
    await userEvent.type(screen.getByLabelText(/Social Security number/), '12a3-45 67890');
    expect((screen.getByLabelText(/Social Security number/) as HTMLInputElement).value).toBe('123-45-6789');
    expect(withSsnDashes('12345')).toBe('123-45');
  });

  it('refuses a tenth digit visibly instead of dropping it silently', async () => {
    const api = createFakeApi({});
    await renderWithApp(<SsnForm attemptsLeft={3} onPassed={() => {}} />, { fetch: api.fetch });
    const input = screen.getByLabelText(/Social Security number/) as HTMLInputElement;
    await userEvent.type(input, '1234567890');
    expect(input.value).toBe('123-45-6789');
    expect(await screen.findByText(/A Social Security number has 9 digits/)).toBeTruthy();
  });

  it('keeps a pasted 10-digit number whole with a message, and sends nothing until it is corrected', async () => {
    const api = createFakeApi({ [route]: ok({ status: 'VERIFIED', attemptsLeft: 3 }) });
    await renderWithApp(<SsnForm attemptsLeft={3} onPassed={() => {}} />, { fetch: api.fetch });
    const input = screen.getByLabelText(/Social Security number/) as HTMLInputElement;
    await userEvent.click(input);
    await userEvent.paste('123-45-67890');
    expect(input.value).toBe('123-45-67890');
    expect(
      await screen.findByText('A Social Security number has 9 digits; this one has 10. Check the number.'),
    ).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Verify my identity' }));
    expect(await screen.findByText('Enter a valid 9-digit Social Security number')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
    // Deleting the extra digit leaves a number that is sent.
    await userEvent.type(input, '{Backspace}');
    expect(input.value).toBe('123-45-6789');
    expect(screen.queryByText(/this one has 10/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Verify my identity' }));
    await waitFor(() => expect(api.requests[0]?.body).toEqual({ ssn: '123456789' }));
  });

  it.each([
    ['1234', 'Enter a valid 9-digit Social Security number'],
    ['666123456', 'This is not a Social Security number that can be issued. Check it and try again.'],
  ])('refuses %s at the field without calling the server', async (ssn, message) => {
    const api = createFakeApi({});
    await renderWithApp(<SsnForm attemptsLeft={3} onPassed={() => {}} />, { fetch: api.fetch });
    await submitSsn(ssn);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });

  it('says how many tries are left when the SSN does not match, and counts the try', async () => {
    const api = createFakeApi({ [route]: ok({ status: 'NOT_MATCHED', attemptsLeft: 2 }) });
    await renderWithApp(<SsnForm attemptsLeft={3} onPassed={() => {}} />, { fetch: api.fetch });
    await submitSsn('123452222');
    expect(await screen.findByText(/couldn't match this SSN.*2 tries left\./)).toBeTruthy();
    expect(api.requests[0]?.body).toEqual({ ssn: '123452222' });
    expect(useOnboardingStore.getState().ssnAttemptCount).toBe(1);
  });

  it('says when the SSN is already on another account, with the tries left', async () => {
    const api = createFakeApi({ [route]: ok({ status: 'IN_USE', attemptsLeft: 1 }) });
    await renderWithApp(<SsnForm attemptsLeft={2} onPassed={() => {}} />, { fetch: api.fetch });
    await submitSsn('123456789');
    expect(await screen.findByText(/already on another account.*1 try left\./)).toBeTruthy();
  });

  it('moves on when verified or when questions are asked', async () => {
    for (const status of ['VERIFIED', 'KBA_REQUIRED']) {
      const onPassed = vi.fn();
      const api = createFakeApi({ [route]: ok({ status, attemptsLeft: 3 }) });
      const view = await renderWithApp(<SsnForm attemptsLeft={3} onPassed={onPassed} />, { fetch: api.fetch });
      await submitSsn('123456789');
      await waitFor(() => expect(onPassed).toHaveBeenCalledOnce());
      view.unmount();
    }
  });

  it('tells the member plainly when online verification has closed', async () => {
    const api = createFakeApi({ [route]: ok({ status: 'FAILED', attemptsLeft: 0 }) });
    await renderWithApp(<SsnForm attemptsLeft={1} onPassed={() => {}} />, { fetch: api.fetch });
    expect(screen.getByText('1 try left before online verification closes.')).toBeTruthy();
    await submitSsn('123452222');
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't verify your identity online");
  });

  it('shows the locked state when the server refuses the check', async () => {
    const api = createFakeApi({ [route]: failure(403, 'IDENTITY_CHECK_LOCKED', 'Closed') });
    await renderWithApp(<SsnForm attemptsLeft={3} onPassed={() => {}} />, { fetch: api.fetch });
    await submitSsn('123456789');
    expect((await screen.findByRole('alert')).textContent).toContain('Contact');
  });
});
