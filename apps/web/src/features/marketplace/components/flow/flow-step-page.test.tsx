// @vitest-environment jsdom
import { flowSteps, type MarketplaceStep, stepCopy } from '@fernleaf/contract/marketplace-flows';
import { marketplaceVerticals } from '@fernleaf/contract/marketplace-verticals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dropSession, startSession } from '../../../../lib/auth/session';
import { expectNoAxeViolations } from '../../../../ui/test-support/expect-no-axe-violations';
import { createFakeApi, failure, ok } from '../../../../ui/test-support/fake-api';
import type { FlowAnswers } from '../../lib/answers';
import { needsMember } from '../../lib/flow-navigation';
import { marketplaceStoreStorageKey, useMarketplaceStore } from '../../store';
import { aMember, anApplication, aPrefill, routes, savedAddress } from '../../test-support/fixtures';
import { describedBy, memberAnswers, renderFlow, signInAs } from '../../test-support/render-flow';

afterEach(() => dropSession());

/** A reload: the page's memory is gone and the store reads session storage back. */
async function reloadStore() {
  const kept = sessionStorage.getItem(marketplaceStoreStorageKey);
  useMarketplaceStore.setState({ flows: {} });
  if (kept) sessionStorage.setItem(marketplaceStoreStorageKey, kept);
  await useMarketplaceStore.persist.rehydrate();
}

function storedFlows() {
  return JSON.parse(sessionStorage.getItem(marketplaceStoreStorageKey) ?? '{}').state?.flows ?? {};
}

/** What a member has answered by the confirmation of a wedding loan (the prefill holds the rest). */
const loanAnswers: FlowAnswers = {
  loanAmountCents: 1_250_000,
  loanPurpose: 'WEDDING',
  creditScoreBand: 'GOOD',
  address: { streetAddress: '1600 Market Street', apt: '', city: 'Philadelphia', state: 'PA', zip: '19103' },
  employment: { employmentStatus: 'EMPLOYED_FULL_TIME', employerName: 'Tidewater Foods' },
  annualIncomeCents: 6_500_000,
  paycheckFrequency: 'BIWEEKLY',
  paycheckType: 'DIRECT_DEPOSIT',
  education: 'BACHELOR',
  primaryBank: { include: true, bankName: 'Chase' },
  ssn: '219446789',
};

/** The step's form takes input once the member's answers are in: until then its controls are off. */
async function formReady() {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' }).matches(':disabled')).toBe(false));
}

const steppedCopy = (Object.keys(stepCopy) as MarketplaceStep[]).filter((step) => step !== 'offers-result');

describe('each step of the flows', () => {
  it.each(steppedCopy)('%s shows its title as the h1 and its help text, with no axe violation', async (step) => {
    const vertical = marketplaceVerticals.find((candidate) => flowSteps[candidate].includes(step)) ?? 'personal-loan';
    // The account steps are a visitor's; the later ones a member's with nothing known, so each shows.
    signInAs(needsMember(vertical, step) ? 'authorized' : 'unauthorized');
    useMarketplaceStore.getState().answer(vertical, { loanPurpose: 'DEBT_CONSOLIDATION', email: 'new@example.test' });
    const api = createFakeApi(memberAnswers(aPrefill({ knownSteps: [] })));

    await renderFlow(`/marketplace/${vertical}/${step}`, api);

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(stepCopy[step].title);
    const help = stepCopy[step].help;
    if (help) expect(screen.getByText(help).tagName).toBe('P');
    await expectNoAxeViolations();
  });
});

describe('moving through a flow', () => {
  it('answers a 14-digit loan amount with the allowed range, not "like 5,000"', async () => {
    const user = userEvent.setup();
    signInAs('unauthorized');
    await renderFlow('/marketplace/personal-loan/loan-amount', createFakeApi({}));
    const amount = await screen.findByLabelText(/Loan amount/);
    await user.type(amount, '99999999999999');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(describedBy(amount)).toContain('Enter an amount between $1,000 and $50,000');
    expect(describedBy(amount)).not.toContain('like 5,000');
  });

  it('goes step by step with Back and Continue, validates at the field, and keeps the answers across a reload', async () => {
    const user = userEvent.setup();
    signInAs('unauthorized');
    const api = createFakeApi({});
    const view = await renderFlow('/marketplace/personal-loan/get-started?origin=webdash', api);

    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Get started' }));
    expect(view.router.state.location.pathname).toBe('/marketplace/personal-loan/loan-amount');

    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const amount = screen.getByLabelText(/Loan amount/);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(amount)).toContain('Enter the amount you want to borrow');
    await user.type(amount, '75000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(describedBy(amount)).toContain('Enter an amount between $1,000 and $50,000');
    await user.clear(amount);
    await user.type(amount, '12,500');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Why do you want to borrow?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(describedBy(screen.getByRole('radiogroup'))).toContain('Choose why you want to borrow');
    await user.click(screen.getByRole('radio', { name: 'Consolidate debt' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // Paying off debt asks how much there is.
    expect(await screen.findByRole('heading', { level: 1, name: 'How much debt do you have?' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    const purpose = await screen.findByRole('radio', { name: 'Consolidate debt' });
    expect(purpose.getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(((await screen.findByLabelText(/Loan amount/)) as HTMLInputElement).value).toBe('12,500');

    expect(storedFlows()['personal-loan']).toEqual({
      origin: 'webdash',
      answers: { loanAmountCents: 1_250_000, loanPurpose: 'DEBT_CONSOLIDATION' },
    });
    view.unmount();
    await reloadStore();
    await renderFlow('/marketplace/personal-loan/loan-purpose-choice', api);
    const kept = await screen.findByRole('radio', { name: 'Consolidate debt' });
    expect(kept.getAttribute('aria-checked')).toBe('true');
    expect(useMarketplaceStore.getState().flows['personal-loan']?.origin).toBe('webdash');
  });

  it('sends a visitor who opens a member step to the email step that creates the account', async () => {
    signInAs('unauthorized');
    const { router } = await renderFlow('/marketplace/credit-cards/ssn', createFakeApi({}));
    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace/credit-cards/email'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(stepCopy.email.title);
  });

  it('skips the account steps and the known steps for a member, prefilling the rest from their records', async () => {
    const user = userEvent.setup();
    signInAs('authorized');
    const { router } = await renderFlow('/marketplace/credit-cards/email', createFakeApi(memberAnswers()));

    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace/credit-cards/credit-score'));
    // card purpose, credit score, address, employment, income, SSN, confirmation.
    expect(await screen.findByText('Credit cards · Step 2 of 7')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Good (680-719)' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace/credit-cards/address'));
    expect((screen.getByLabelText(/Street address/) as HTMLInputElement).value).toBe('1600 Market Street');
    expect((screen.getByLabelText(/City/) as HTMLInputElement).value).toBe('Philadelphia');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace/credit-cards/credit-score'));
  });

  it('starts the primary-bank question from the linked bank, asked only once the member includes it', async () => {
    const user = userEvent.setup();
    signInAs('authorized');
    const { router } = await renderFlow('/marketplace/personal-loan/primary-bank', createFakeApi(memberAnswers()));

    expect(await screen.findByRole('heading', { level: 1, name: 'Include your primary bank info?' })).toBeTruthy();
    expect(screen.queryByLabelText(/What is your main bank\?/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Yes, include it' }));
    const bank = screen.getByLabelText(/What is your main bank\?/) as HTMLInputElement;
    expect(bank.value).toBe('Chase');
    await user.clear(bank);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(describedBy(bank)).toContain('Enter the name of your main bank');
    await user.type(bank, 'Ally Bank');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace/personal-loan/ssn'));
    expect(useMarketplaceStore.getState().flows['personal-loan']?.answers.primaryBank).toEqual({
      include: true,
      bankName: 'Ally Bank',
    });
  });
});

describe('the confirmation', () => {
  it('lists every answer, the known ones included, each with a Change link that comes back here', async () => {
    const user = userEvent.setup();
    signInAs('authorized');
    useMarketplaceStore.getState().answer('personal-loan', loanAnswers);
    const { router } = await renderFlow('/marketplace/personal-loan/confirmation', createFakeApi(memberAnswers()));

    const list = await screen.findByRole('list');
    const text = list.textContent ?? '';
    for (const shown of [
      // A loan amount to the cent, as every offer card writes it.
      'Loan amount$12,500.00',
      'Wedding',
      'Good (680-719)',
      'Pat Doe',
      '04/12/1990',
      '(215) 555-0143',
      '1600 Market Street, Philadelphia, PA 19103',
      'Employed full time, at Tidewater Foods',
      '$65,000',
      'Every two weeks',
      'Direct deposit',
      "Bachelor's degree",
      'Chase',
      '•••-••-6789',
    ]) {
      expect(text).toContain(shown);
    }
    // A wedding loan pays off no debt: the debt amount is not asked, so not listed.
    expect(text).not.toContain('Unsecured debt');
    const changeName = within(list).getByRole('link', { name: 'Change legal name' });
    expect(changeName.getAttribute('href')).toBe('/marketplace/personal-loan/personal-details?change=true');
    expect(within(list).getAllByRole('link', { name: /^Change / })).toHaveLength(14);
    await expectNoAxeViolations();

    await user.click(within(list).getByRole('link', { name: 'Change loan amount' }));
    const amount = (await screen.findByLabelText(/Loan amount/)) as HTMLInputElement;
    expect(amount.value).toBe('12,500');
    await user.clear(amount);
    await user.type(amount, '20000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace/personal-loan/confirmation'));
    expect((await screen.findByRole('list')).textContent).toContain('Loan amount$20,000.00');
  });

  it('opens a known step to change it, and asks a question the change makes due before coming back', async () => {
    const user = userEvent.setup();
    signInAs('authorized');
    useMarketplaceStore.getState().answer('personal-loan', loanAnswers);
    const { router } = await renderFlow(
      '/marketplace/personal-loan/loan-purpose-choice?change=true',
      createFakeApi(memberAnswers()),
    );
    await formReady();

    await user.click(await screen.findByRole('radio', { name: 'Pay off credit cards' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace/personal-loan/debt-amount'));
    await user.type(await screen.findByLabelText(/Unsecured debt/), '8,000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace/personal-loan/confirmation'));
    expect((await screen.findByRole('list')).textContent).toContain('Unsecured debt$8,000.00');

    // The name is a known step: opened to change it, it shows; reached in passing, it is skipped.
    await user.click(screen.getByRole('link', { name: 'Change legal name' }));
    expect(((await screen.findByLabelText(/First name/)) as HTMLInputElement).value).toBe('Pat');
  });

  it('submits once with an Idempotency-Key, opens the offers and clears the flow’s answers', async () => {
    const user = userEvent.setup();
    signInAs('authorized');
    useMarketplaceStore.getState().answer('personal-loan', loanAnswers);
    const api = createFakeApi({
      ...memberAnswers(),
      [routes.submit]: ok(anApplication('personal-loan', { kind: 'NONE', rankingMethod: '', offers: [] }), 201),
    });
    const { router } = await renderFlow('/marketplace/personal-loan/confirmation', api);

    await user.click(await screen.findByRole('button', { name: 'Submit' }));

    await waitFor(() =>
      expect(router.state.location.href).toBe(
        '/marketplace/personal-loan/offers-result?applicationId=3f0a2b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b',
      ),
    );
    const [sent] = api.requestsTo(routes.submit);
    expect(api.requestsTo(routes.submit)).toHaveLength(1);
    expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent?.body).toEqual({
      vertical: 'personal-loan',
      origin: 'marketplace',
      answers: {
        loanAmountCents: 1_250_000,
        loanPurpose: 'WEDDING',
        debtAmountCents: null,
        creditScoreBand: 'GOOD',
        firstName: 'Pat',
        lastName: 'Doe',
        // Spec section 5: the typed slashes are sent as dashes.
        dateOfBirth: '04-12-1990',
        phoneNumber: '2155550143',
        address: { streetAddress: '1600 Market Street', apt: '', city: 'Philadelphia', state: 'PA', zip: '19103' },
        employment: { employmentStatus: 'EMPLOYED_FULL_TIME', employerName: 'Tidewater Foods' },
        annualIncomeCents: 6_500_000,
        paycheckFrequency: 'BIWEEKLY',
        paycheckType: 'DIRECT_DEPOSIT',
        education: 'BACHELOR',
        primaryBank: { include: true, bankName: 'Chase' },
        ssn: '219446789',
      },
    });
    // The answers are gone (the SSN with them); only the sent application's id is kept.
    expect(useMarketplaceStore.getState().flows['personal-loan']).toEqual({
      origin: 'marketplace',
      answers: {},
      submittedApplicationId: '3f0a2b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b',
    });
  });

  it('answers Back after sending with the sent application and its offers, not a half-empty form', async () => {
    const user = userEvent.setup();
    signInAs('authorized');
    useMarketplaceStore.getState().answer('personal-loan', loanAnswers);
    const api = createFakeApi({
      ...memberAnswers(),
      [routes.submit]: ok(anApplication('personal-loan', { kind: 'NONE', rankingMethod: '', offers: [] }), 201),
    });
    const { router } = await renderFlow('/marketplace/personal-loan/confirmation', api);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace/personal-loan/offers-result'));

    router.history.back();
    expect(await screen.findByRole('heading', { level: 1, name: 'You have sent this application' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See your offers' }).getAttribute('href')).toBe(
      '/marketplace/personal-loan/offers-result?applicationId=3f0a2b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b',
    );
    await expectNoAxeViolations();

    // A new application starts afresh from the first step.
    await user.click(screen.getByRole('link', { name: 'Start a new application' }));
    expect(await screen.findByRole('button', { name: 'Get started' })).toBeTruthy();
    expect(useMarketplaceStore.getState().flows['personal-loan']?.submittedApplicationId).toBeUndefined();
  });

  it('names a missing answer with a link to its step instead of sending (the SSN is not kept across a reload)', async () => {
    const user = userEvent.setup();
    signInAs('authorized');
    useMarketplaceStore.getState().answer('personal-loan', loanAnswers);
    expect(storedFlows()['personal-loan'].answers.ssn).toBeUndefined();
    await reloadStore();
    const api = createFakeApi(memberAnswers());
    await renderFlow('/marketplace/personal-loan/confirmation', api);

    expect((await screen.findByRole('list')).textContent).toContain('Social Security numberNot answered');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const alert = await screen.findByRole('alert');
    const fix = within(alert).getByRole('link', { name: 'Enter a valid 9-digit Social Security number' });
    expect(fix.getAttribute('href')).toBe('/marketplace/personal-loan/ssn?change=true');
    expect(api.requestsTo(routes.submit)).toHaveLength(0);
  });

  it('puts a refusal of the server back on the step that asks the field', async () => {
    const user = userEvent.setup();
    signInAs('authorized');
    useMarketplaceStore.getState().answer('personal-loan', loanAnswers);
    const api = createFakeApi({
      ...memberAnswers(),
      [routes.submit]: failure(400, 'INVALID_PO_BOX_V2', 'PO boxes are not accepted', {
        'answers.address.streetAddress': 'Enter the address where you live, not a PO box',
      }),
    });
    await renderFlow('/marketplace/personal-loan/confirmation', api);

    await user.click(await screen.findByRole('button', { name: 'Submit' }));

    const alert = await screen.findByRole('alert');
    const fix = within(alert).getByRole('link', { name: 'Enter the address where you live, not a PO box' });
    expect(fix.getAttribute('href')).toBe('/marketplace/personal-loan/address?change=true');
  });
});

describe('debt relief', () => {
  it('sends its application from the address step, after the address is verified', async () => {
    const user = userEvent.setup();
    signInAs('authorized');
    // The address form refreshes the profile once saved, through the session.
    startSession({ accessToken: 'access-1', expiresAt: Date.now() + 900_000 }, false);
    useMarketplaceStore.getState().setOrigin('debt-relief', 'search_feed');
    useMarketplaceStore.getState().answer('debt-relief', { debtAmountCents: 2_000_000, annualIncomeCents: 4_800_000 });
    const api = createFakeApi({
      ...memberAnswers(),
      [routes.saveAddress]: ok(savedAddress),
      [routes.profile]: ok(aMember({ addresses: [savedAddress] })),
      [routes.submit]: ok(anApplication('debt-relief', { kind: 'NONE', rankingMethod: '', offers: [] }), 201),
    });
    const { router } = await renderFlow('/marketplace/debt-relief/address', api);

    expect((await screen.findByText('Debt relief · Step 3 of 3')).textContent).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace/debt-relief/offers-result'));
    expect(api.requestsTo(routes.submit)[0]?.body).toEqual({
      vertical: 'debt-relief',
      origin: 'search_feed',
      answers: {
        debtAmountCents: 2_000_000,
        annualIncomeCents: 4_800_000,
        // The verifier's standardized address.
        address: { streetAddress: '1600 MARKET ST', apt: '', city: 'PHILADELPHIA', state: 'PA', zip: '19103' },
      },
    });
    expect(useMarketplaceStore.getState().flows['debt-relief']?.answers).toEqual({});
  });
});
