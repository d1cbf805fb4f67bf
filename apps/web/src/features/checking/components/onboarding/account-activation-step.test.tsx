// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type UserProfile, useAuthStore } from '../../../../lib/auth/auth-store';
import { useDialogStore } from '../../../../ui/dialogs/dialog-store';
import { createFakeApi, type FakeAnswer, failure, ok } from '../../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../../ui/test-support/render-with-app';
import { accountInfo, profileAddress } from '../../test-support/fixtures';
import { AccountActivationStep } from './account-activation-step';

const esignRoute = 'GET /api/banking/esign';
const signRoute = 'POST /api/banking/esign/sign';
const createRoute = 'POST /api/banking/checkingAccount/create';
const infoRoute = 'GET /api/checking-account/info';
const updateAddressRoute = 'POST /api/lifecycle/update/address';
const path = '/onboarding/roarmoney/account-activation';

const documents = [
  { documentId: 'CHECKING_ACCOUNT_AGREEMENT', name: 'Checking Account Agreement', isEsigned: false, signedAt: null },
  { documentId: 'ESIGN_CONSENT', name: 'E-Sign Consent', isEsigned: false, signedAt: null },
];

function member(addresses = [profileAddress()]): UserProfile {
  return {
    id: 'member-1',
    email: 'member@fernleaf.test',
    firstName: 'Pat',
    lastName: 'Doe',
    ssn: null,
    isSsnVerified: true,
    dateOfBirth: '1990-01-01',
    isDateOfBirthLocked: true,
    phoneNumber: { number: '5555550100', isVerified: true },
    addresses,
    textPermission: false,
    profilePicturePreview: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

function signedAll(): FakeAnswer {
  return ok({ documents: documents.map((document) => ({ ...document, isEsigned: true, signedAt: '2026-11-10' })) });
}

function activationApi(create: FakeAnswer | (() => FakeAnswer), extra: Record<string, FakeAnswer> = {}) {
  return createFakeApi({
    [esignRoute]: ok({ documents }),
    [signRoute]: signedAll(),
    [createRoute]: typeof create === 'function' ? create : () => create,
    ...extra,
  });
}

async function acceptAll(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByLabelText('I have read and accept the Checking Account Agreement'));
  await user.click(screen.getByLabelText('I have read and accept the E-Sign Consent'));
}

beforeEach(() => {
  useAuthStore.setState({ status: 'authorized', user: member() });
  useDialogStore.setState({ dialog: null, opened: false });
});

afterEach(() => useAuthStore.setState({ user: null }));

describe('AccountActivationStep', () => {
  it('signs the accepted agreements, opens the account with the address, and goes on to the card', async () => {
    const user = userEvent.setup();
    const api = activationApi(ok({ message: 'Created', accountId: 'checking-1' }, 201), {
      [infoRoute]: ok(accountInfo()),
    });
    const { router } = await renderWithApp(<AccountActivationStep />, { fetch: api.fetch, path });

    expect(screen.getByRole('heading', { level: 1, name: 'Open your checking account' })).toBeTruthy();
    await acceptAll(user);
    // The one address on the profile is already chosen.
    expect((screen.getByLabelText('12 Main St, Springfield, IL 62701') as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Open my account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/roarmoney/activate-card'));
    const [sign] = api.requestsTo(signRoute);
    expect(sign?.body).toEqual({ documentIds: ['CHECKING_ACCOUNT_AGREEMENT', 'ESIGN_CONSENT'] });
    expect(sign?.headers['idempotency-key']).toBeTruthy();
    const [create] = api.requestsTo(createRoute);
    expect(create?.body).toEqual({ addressId: 'address-1' });
    expect(create?.headers['idempotency-key']).toBeTruthy();
    // Signing comes first: the account opens only with signed agreements.
    expect(api.requests.findIndex((request) => request.path.endsWith('/sign'))).toBeLessThan(
      api.requests.findIndex((request) => request.path.endsWith('/create')),
    );
  });

  it('opens each agreement in the legal dialog, whose Accept ticks it', async () => {
    const user = userEvent.setup();
    const api = activationApi(ok({ message: 'Created', accountId: 'checking-1' }));
    await renderWithApp(<AccountActivationStep />, { fetch: api.fetch, path });
    await user.click(await screen.findByRole('button', { name: 'Read the Checking Account Agreement' }));

    const shown = useDialogStore.getState().dialog?.options;
    expect(shown?.title).toBe('Checking Account Agreement');
    expect(shown?.legalAgreement?.docId).toBe('CHECKING_ACCOUNT_AGREEMENT');
    act(() => shown?.legalAgreement?.onClickAccept?.());
    expect(
      (screen.getByLabelText('I have read and accept the Checking Account Agreement') as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('asks for every agreement and an address before sending anything', async () => {
    const user = userEvent.setup();
    useAuthStore.setState({ user: member([profileAddress(), profileAddress({ id: 'address-2', city: 'Dayton' })]) });
    const api = activationApi(ok({ message: 'Created', accountId: 'checking-1' }));
    await renderWithApp(<AccountActivationStep />, { fetch: api.fetch, path });
    await user.click(await screen.findByLabelText('I have read and accept the E-Sign Consent'));
    await user.click(screen.getByRole('button', { name: 'Open my account' }));

    const agreements = screen.getByRole('group', { name: /Agreements/ });
    expect(agreements.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Accept each agreement to open your account.')).toBeTruthy();
    expect(screen.getByText('Choose the home address your debit card is sent to.')).toBeTruthy();
    expect(api.requestsTo(signRoute)).toHaveLength(0);
    expect(api.requestsTo(createRoute)).toHaveLength(0);
  });

  it('without an address on the profile, asks for it in place and opens the account with the saved one', async () => {
    const user = userEvent.setup();
    useAuthStore.setState({ user: member([]) });
    const saved = profileAddress({ id: 'address-7', addressLine1: '500 Oak Ave', postalCode: '62704' });
    const api = activationApi(ok({ message: 'Created', accountId: 'checking-1' }, 201), {
      [infoRoute]: ok(accountInfo()),
      [updateAddressRoute]: ok(saved),
    });
    const { router } = await renderWithApp(<AccountActivationStep />, { fetch: api.fetch, path });

    expect(screen.getByRole('heading', { level: 2, name: 'Your home address' })).toBeTruthy();
    expect(screen.getByText(/PO boxes are not accepted/)).toBeTruthy();
    expect((await screen.findByRole('button', { name: 'Open my account' })).hasAttribute('disabled')).toBe(true);
    const form = screen.getByRole('form', { name: 'Your home address' });
    await user.type(within(form).getByLabelText(/Street address/), '500 Oak Ave');
    await user.type(within(form).getByLabelText(/City/), 'Springfield');
    await user.selectOptions(within(form).getByLabelText(/State/), 'IL');
    await user.type(within(form).getByLabelText(/ZIP code/), '62704');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    // The saved address is chosen: the form gives way to the choice.
    const choice = await screen.findByLabelText('500 Oak Ave, Springfield, IL 62704');
    expect((choice as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('form', { name: 'Your home address' })).toBeNull();
    await acceptAll(user);
    await user.click(screen.getByRole('button', { name: 'Open my account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/roarmoney/activate-card'));
    expect(api.requestsTo(updateAddressRoute)[0]?.body).toEqual({
      streetAddress: '500 Oak Ave',
      city: 'Springfield',
      state: 'IL',
      zip: '62704',
    });
    expect(api.requestsTo(createRoute)[0]?.body).toEqual({ addressId: 'address-7' });
  });

  it('reports Processing as still opening, and on retry goes on once the account exists', async () => {
    const user = userEvent.setup();
    const api = activationApi(ok({ message: 'Processing', accountId: null }, 202), { [infoRoute]: ok(accountInfo()) });
    const { router } = await renderWithApp(<AccountActivationStep />, { fetch: api.fetch, path });
    await acceptAll(user);
    await user.click(screen.getByRole('button', { name: 'Open my account' }));

    expect(await screen.findByText('Your account is still being opened')).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/roarmoney/activate-card'));
    expect(api.requestsTo(createRoute)).toHaveLength(1);
  });

  it('shows why opening failed and tries again with a new request', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const api = activationApi(() => {
      attempts += 1;
      return attempts === 1
        ? failure(503, 'SERVICE_UNAVAILABLE', 'The bank is not answering. Please try again.')
        : ok({ message: 'Created', accountId: 'checking-1' }, 201);
    });
    const { router } = await renderWithApp(<AccountActivationStep />, { fetch: api.fetch, path });
    await acceptAll(user);
    await user.click(screen.getByRole('button', { name: 'Open my account' }));

    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain("We couldn't open your account");
    expect(notice.textContent).toContain('The bank is not answering. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/roarmoney/activate-card'));
    const keys = api.requestsTo(createRoute).map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('sends a member whose identity is not verified yet to verify it', async () => {
    const user = userEvent.setup();
    const api = activationApi(
      failure(409, 'ONBOARDING_STEP_REQUIRED', 'Confirm who you are with your Social Security number first.'),
    );
    await renderWithApp(<AccountActivationStep />, { fetch: api.fetch, path });
    await acceptAll(user);
    await user.click(screen.getByRole('button', { name: 'Open my account' }));

    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Verify your identity first');
    expect(notice.textContent).toContain('Confirm who you are with your Social Security number first.');
    expect(screen.getByRole('link', { name: 'Verify your identity' }).getAttribute('href')).toBe(
      '/onboarding/roarmoney/ssn-and-verification',
    );
  });
});
