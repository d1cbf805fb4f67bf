// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { withDateSlashes } from '../../../lib/format/typed-date';
import { createFakeApi, ok } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { DateOfBirthForm } from './date-of-birth-form';

const route = 'PUT /api/user/update-date-of-birth';

describe('DateOfBirthForm', () => {
  it('puts the slashes in as digits are typed', () => {
    expect(withDateSlashes('04121990')).toBe('04/12/1990');
    expect(withDateSlashes('0412')).toBe('04/12');
    expect(withDateSlashes('04/1')).toBe('04/1');
    expect(withDateSlashes('041219901')).toBe('04/12/1990');
  });

  it.each([
    ['', 'Enter your date of birth'],
    ['02/30/1990', 'Invalid date of birth'],
  ])('refuses "%s" saying "%s"', async (typed, message) => {
    const api = createFakeApi({});
    await renderWithApp(<DateOfBirthForm onSaved={() => {}} />, { fetch: api.fetch });
    if (typed) await userEvent.type(screen.getByLabelText(/Date of birth/), typed);
    await userEvent.click(screen.getByRole('button', { name: 'Save date of birth' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });

  it('says members must be 18 or older for a date that makes the person 17', async () => {
    const api = createFakeApi({});
    await renderWithApp(<DateOfBirthForm onSaved={() => {}} />, { fetch: api.fetch });
    const now = new Date();
    const typed = `${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}${now.getFullYear() - 17}`;
    await userEvent.type(screen.getByLabelText(/Date of birth/), typed);
    await userEvent.click(screen.getByRole('button', { name: 'Save date of birth' }));
    expect(await screen.findByText('Members must be 18 or older')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });

  it('sends the date with dashes, as the API takes it', async () => {
    const onSaved = vi.fn();
    const api = createFakeApi({ [route]: ok({ dateOfBirth: '1990-04-12' }) });
    await renderWithApp(<DateOfBirthForm onSaved={onSaved} />, { fetch: api.fetch });
    await userEvent.type(screen.getByLabelText(/Date of birth/), '04121990');
    await userEvent.click(screen.getByRole('button', { name: 'Save date of birth' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(api.requests[0]?.body).toEqual({ dateOfBirth: '04-12-1990' });
  });
});
