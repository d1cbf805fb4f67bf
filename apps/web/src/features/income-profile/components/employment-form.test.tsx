// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../ui/test-support/expect-no-axe-violations';
import { createFakeApi, deferred, type FakeAnswer, failure, ok } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { incomeProfileQueryKey } from '../api/get-income-profile';
import { descriptionOf, employmentRoute, profileAnswer, profileRoute } from '../test-support/fixtures';
import { EmploymentForm } from './employment-form';

const question = "What's your employment status?";

async function renderForm(routes: Record<string, FakeAnswer | (() => FakeAnswer | Promise<FakeAnswer>)>) {
  const api = createFakeApi({ [profileRoute]: profileAnswer(), ...routes });
  const onSaved = vi.fn();
  const view = await renderWithApp(<EmploymentForm onSaved={onSaved} submitLabel="Next" />, { fetch: api.fetch });
  const group = await screen.findByRole('radiogroup', { name: question });
  return { ...view, api, onSaved, group, user: userEvent.setup() };
}

const employerInput = () => screen.queryByRole('textbox', { name: /Employer name/ }) as HTMLInputElement | null;

describe('EmploymentForm', () => {
  it('asks with every status by its label, and starts from the saved answer', async () => {
    const { group } = await renderForm({
      [profileRoute]: profileAnswer({ employmentStatus: 'EMPLOYED_PART_TIME', employerName: 'Blue Harbor Cafe' }),
    });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.value)).toEqual([
      'EMPLOYED_FULL_TIME',
      'EMPLOYED_PART_TIME',
      'SELF_EMPLOYED',
      'GIG_WORKER',
      'MILITARY',
      'RETIRED',
      'STUDENT',
      'UNEMPLOYED',
      'OTHER',
    ]);
    expect(radios.filter((radio) => radio.checked).map((radio) => radio.value)).toEqual(['EMPLOYED_PART_TIME']);
    expect((screen.getByRole('radio', { name: 'Self-employed' }) as HTMLInputElement).checked).toBe(false);
    expect(employerInput()?.value).toBe('Blue Harbor Cafe');
  });

  it('shows the employer field only for a status that has an employer', async () => {
    const { user } = await renderForm({});
    expect(employerInput()).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Retired' }));
    expect(employerInput()).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Military' }));
    expect(descriptionOf(employerInput() as HTMLInputElement)).toContain('Your branch of service, such as U.S. Army');
    await user.click(screen.getByRole('radio', { name: 'Gig or freelance work' }));
    expect(employerInput()).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Employed full time' }));
    expect(employerInput()).not.toBeNull();
  });

  it('names the missing status at the question and a bad employer at its field, sending nothing', async () => {
    const { user, api, group } = await renderForm({});
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(descriptionOf(group)).toContain('Choose your employment status');
    expect(document.activeElement?.getAttribute('name')).toBe('employmentStatus');

    await user.click(screen.getByRole('radio', { name: 'Employed full time' }));
    expect(descriptionOf(group)).not.toContain('Choose your employment status');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const employer = employerInput() as HTMLInputElement;
    expect(descriptionOf(employer)).toContain('Enter your employer name');
    expect(employer.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(employer);

    await user.type(employer, 'Acme <Corp>');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(descriptionOf(employer)).toContain("Your employer name can hold only letters, digits, spaces and & . , ' -");
    expect(api.requestsTo(employmentRoute)).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it("shows the server's refusal at the field it names", async () => {
    const { user, api, onSaved } = await renderForm({
      [employmentRoute]: failure(400, 'VALIDATION_FAILED', 'employerName: Not an employer we can confirm', {
        employerName: 'Not an employer we can confirm',
      }),
    });
    await user.click(screen.getByRole('radio', { name: 'Employed part time' }));
    await user.type(employerInput() as HTMLInputElement, 'Acme Corp');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() =>
      expect(descriptionOf(employerInput() as HTMLInputElement)).toContain('Not an employer we can confirm'),
    );
    expect(api.requestsTo(employmentRoute)).toHaveLength(1);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a failure that names no field of the form above the button', async () => {
    const { user } = await renderForm({
      [employmentRoute]: failure(503, 'SERVICE_UNAVAILABLE', 'Saving is paused for a moment. Try again.'),
    });
    await user.click(screen.getByRole('radio', { name: 'Student' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Saving is paused for a moment. Try again.');
  });

  it('saves the trimmed employer, busy while saving, then caches the profile and calls onSaved', async () => {
    const answer = deferred<FakeAnswer>();
    const saved = { employmentStatus: 'EMPLOYED_FULL_TIME', employerName: 'Acme & Co.', annualIncomeCents: 5_200_000 };
    const { user, api, onSaved, queryClient } = await renderForm({ [employmentRoute]: () => answer.promise });
    await user.click(screen.getByRole('radio', { name: 'Employed full time' }));
    await user.type(employerInput() as HTMLInputElement, '  Acme & Co. ');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(api.requestsTo(employmentRoute)).toHaveLength(1));
    expect(api.requestsTo(employmentRoute)[0]?.body).toEqual({
      employmentStatus: 'EMPLOYED_FULL_TIME',
      employerName: 'Acme & Co.',
    });
    const button = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.hasAttribute('data-loading')).toBe(true);
    expect(onSaved).not.toHaveBeenCalled();

    answer.resolve(ok(saved));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(queryClient.getQueryData(incomeProfileQueryKey)).toEqual(saved);
    expect(button.disabled).toBe(false);
  });

  it('sends no employer for a status without one, even after one was typed', async () => {
    const saved = { employmentStatus: 'RETIRED', employerName: null, annualIncomeCents: null };
    const { user, api, onSaved } = await renderForm({
      [profileRoute]: profileAnswer({ employmentStatus: 'EMPLOYED_FULL_TIME', employerName: 'Acme Corp' }),
      [employmentRoute]: ok(saved),
    });
    await user.click(screen.getByRole('radio', { name: 'Retired' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(api.requestsTo(employmentRoute)[0]?.body).toEqual({ employmentStatus: 'RETIRED' });
  });

  it('says when the saved answers cannot be loaded, and loads them on Try again', async () => {
    let calls = 0;
    const api = createFakeApi({
      [profileRoute]: () => {
        calls += 1;
        return calls === 1 ? failure(500, 'INTERNAL_ERROR', 'Something went wrong') : profileAnswer();
      },
    });
    await renderWithApp(<EmploymentForm onSaved={vi.fn()} />, { fetch: api.fetch });
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load your answers');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radiogroup', { name: question })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });
});
