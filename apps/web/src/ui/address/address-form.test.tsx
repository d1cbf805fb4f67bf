// @vitest-environment jsdom
import { addressCodes } from '@fernleaf/contract/address';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type UserProfile, useAuthStore } from '../../lib/auth/auth-store';
import { createFakeApi, type FakeHandler, failure, ok } from '../test-support/fake-api';
import { renderWithApp } from '../test-support/render-with-app';
import { AddressForm } from './address-form';

const updateRoute = 'POST /api/lifecycle/update/address';

const savedAddress = {
  id: 'address-9',
  addressLine1: '500 Oak Ave',
  addressLine2: null,
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  country: 'US' as const,
  status: 'ACTIVE',
  createdOn: '2026-11-10T12:00:00.000Z',
};

function member(): UserProfile {
  return {
    id: 'member-1',
    email: 'member@fernleaf.test',
    firstName: 'Pat',
    lastName: 'Doe',
    ssn: null,
    isSsnVerified: true,
    dateOfBirth: '1990-01-01',
    isDateOfBirthLocked: true,
    phoneNumber: null,
    addresses: [],
    textPermission: false,
    profilePicturePreview: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

function errorOf(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

async function renderForm(update: FakeHandler) {
  const api = createFakeApi({ [updateRoute]: update });
  const onSaved = vi.fn();
  await renderWithApp(<AddressForm onSaved={onSaved} />, { fetch: api.fetch, viewportWidth: 375 });
  return { api, onSaved };
}

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  values: { streetAddress?: string; apt?: string; city?: string; state?: string; zip?: string },
) {
  const inputs = {
    streetAddress: screen.getByLabelText(/Street address/),
    apt: screen.getByLabelText(/Apt, suite, unit/),
    city: screen.getByLabelText(/City/),
    zip: screen.getByLabelText(/ZIP code/),
  };
  for (const [name, input] of Object.entries(inputs)) {
    const value = values[name as keyof typeof inputs];
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  if (values.state) await user.selectOptions(screen.getByLabelText(/State/), values.state);
}

const goodAddress = { streetAddress: '500 Oak Ave', city: 'Springfield', state: 'IL', zip: '62701' };

beforeEach(() => useAuthStore.setState({ status: 'authorized', user: member() }));
afterEach(() => useAuthStore.setState({ user: null }));

describe('AddressForm', () => {
  it('shows the contract messages at each field and sends nothing while the form is invalid', async () => {
    const user = userEvent.setup();
    const { api } = await renderForm(() => ok(savedAddress));
    await fillIn(user, { city: 'Springfield 2', state: 'IL', zip: '6270' });
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    expect(errorOf(screen.getByLabelText(/Street address/))).toContain('Enter your street address');
    expect(errorOf(screen.getByLabelText(/City/))).toContain('Your city can hold only letters, spaces and hyphens');
    expect(errorOf(screen.getByLabelText(/ZIP code/))).toContain('Enter a 5-digit ZIP code');
    expect(screen.getByLabelText(/ZIP code/).getAttribute('aria-invalid')).toBe('true');
    expect(api.requests).toHaveLength(0);
  });

  it('starts from an address given to it (a partner lead), which the member sends as any other', async () => {
    const api = createFakeApi({ [updateRoute]: ok(savedAddress) });
    const initialValues = {
      streetAddress: '500 Oak Ave',
      apt: 'Unit 2',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
    };
    await renderWithApp(<AddressForm onSaved={() => {}} initialValues={initialValues} />, { fetch: api.fetch });
    expect((screen.getByLabelText(/Street address/) as HTMLInputElement).value).toBe('500 Oak Ave');
    expect((screen.getByLabelText(/State/) as HTMLSelectElement).value).toBe('IL');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests[0]?.body).toMatchObject({ streetAddress: '500 Oak Ave', apt: 'Unit 2', zip: '62701' });
  });

  it('offers the 50 states and DC', async () => {
    await renderForm(() => ok(savedAddress));
    const options = Array.from((screen.getByLabelText(/State/) as HTMLSelectElement).options).filter(
      (option) => !option.disabled,
    );
    expect(options).toHaveLength(51);
    expect(options.map((option) => option.value)).toContain('DC');
  });

  it('shows a PO box refusal at the street address with a short alert', async () => {
    const user = userEvent.setup();
    const message = addressCodes.AS10.message;
    const { onSaved } = await renderForm(() =>
      failure(422, 'INVALID_PO_BOX_V2', 'This address cannot be used.', { streetAddress: message }),
    );
    await fillIn(user, { ...goodAddress, streetAddress: 'PO Box 12' });
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Give a physical home address');
    expect(errorOf(screen.getByLabelText(/Street address/))).toContain(message);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('asks to confirm a doubted address and sends it again with bypass', async () => {
    const user = userEvent.setup();
    const message = addressCodes.AS01.message;
    const { api, onSaved } = await renderForm((request) =>
      (request.body as { bypass?: boolean }).bypass
        ? ok(savedAddress)
        : failure(422, 'ADDRESS_BYPASS_REQUIRED', 'Confirm this address.', { streetAddress: message }),
    );
    await fillIn(user, goodAddress);
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    expect((await screen.findByRole('alert')).textContent).toContain(message);
    // The light yellow alert's own title colour (orange on yellow) fails contrast; it takes the text colour.
    const title = screen.getByText('Check this address').closest('.mantine-Alert-title');
    expect(title?.getAttribute('style')).toContain('color: var(--mantine-color-text)');
    expect(onSaved).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Use this address anyway' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(savedAddress));
    const [first, second] = api.requestsTo(updateRoute);
    expect(first?.body).toEqual({ streetAddress: '500 Oak Ave', city: 'Springfield', state: 'IL', zip: '62701' });
    expect(second?.body).toEqual({ ...(first?.body as object), bypass: true });
    expect(second?.headers['idempotency-key']).toBeTruthy();
    expect(second?.headers['idempotency-key']).not.toBe(first?.headers['idempotency-key']);
  });

  it('saves the address, announces it, hands it back and adds it to the profile', async () => {
    const user = userEvent.setup();
    const { api, onSaved } = await renderForm(() => ok(savedAddress));
    await fillIn(user, { ...goodAddress, apt: 'Apt 4' });
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(savedAddress));
    expect(screen.getByText('Your address is saved.').getAttribute('role')).toBe('status');
    const [sent] = api.requestsTo(updateRoute);
    expect(sent?.body).toEqual({ ...goodAddress, apt: 'Apt 4' });
    expect(sent?.headers['idempotency-key']).toBeTruthy();
    expect(useAuthStore.getState().user?.addresses).toEqual([savedAddress]);
  });

  it('keeps the idempotency key when the first try got no answer', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { api, onSaved } = await renderForm(() => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('network down');
      return ok(savedAddress);
    });
    await fillIn(user, goodAddress);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Check your connection');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const keys = api.requestsTo(updateRoute).map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
