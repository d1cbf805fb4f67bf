// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aPaymentCard } from '../../../ui/test-support/cash-advance-fixtures';
import { expectNoAxeViolations } from '../../../ui/test-support/expect-no-axe-violations';
import { failure, ok } from '../../../ui/test-support/fake-api';
import { cashAdvanceApi, describedBy, renderCashAdvance, routes } from '../test-support/render-cash-advance';
import { CardForm } from './card-form';

async function renderForm(api = cashAdvanceApi({ [routes.addCard]: ok({ card: aPaymentCard() }, 201) })) {
  const onAdded = vi.fn();
  await renderCashAdvance(<CardForm onAdded={onAdded} />, { api, path: '/instacash/add-card' });
  return { api, onAdded };
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  card: { number: string; expiry: string; code: string; name?: string; zip?: string },
) {
  await user.type(screen.getByLabelText(/Card number/), card.number);
  await user.type(screen.getByLabelText(/Expiry date/), card.expiry);
  await user.type(screen.getByLabelText(/Security code/), card.code);
  await user.type(screen.getByLabelText(/Name on card/), card.name ?? 'Pat Doe');
  await user.type(screen.getByLabelText(/Billing ZIP code/), card.zip ?? '19103');
}

describe('CardForm', () => {
  it('says what each empty field needs, with the contract’s words, and sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(describedBy(screen.getByLabelText(/Card number/))).toContain('Enter the 15 or 16 digits of the card number');
    expect(describedBy(screen.getByLabelText(/Expiry date/))).toContain('Enter the expiry as MM/YY');
    expect(describedBy(screen.getByLabelText(/Security code/))).toContain('Enter the 3 or 4 digit security code');
    expect(describedBy(screen.getByLabelText(/Name on card/))).toContain('Enter the name on the card');
    expect(describedBy(screen.getByLabelText(/Billing ZIP code/))).toContain('Enter a 5-digit ZIP code');
    expect(document.activeElement).toBe(screen.getByLabelText(/Card number/));
    expect(api.requestsTo(routes.addCard)).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('groups the number as typed, shows the brand, and reads 34/37 as American Express with a 4-digit code', async () => {
    const user = userEvent.setup();
    await renderForm();
    const number = screen.getByLabelText(/Card number/) as HTMLInputElement;
    await user.type(number, '4242424242424242');
    expect(number.value).toBe('4242 4242 4242 4242');
    expect(screen.getByTestId('card-brand').textContent).toBe('Visa');

    await user.clear(number);
    await user.type(number, '378282246310005');
    expect(number.value).toBe('3782 822463 10005');
    expect(screen.getByTestId('card-brand').textContent).toBe('American Express');
    expect(describedBy(screen.getByLabelText(/Security code/))).toContain('4 digits, on the front');
    expect(screen.getByText('American Express cards can repay an advance but cannot receive one.')).toBeTruthy();

    await user.type(screen.getByLabelText(/Expiry date/), '1230');
    expect((screen.getByLabelText(/Expiry date/) as HTMLInputElement).value).toBe('12/30');
    await user.type(screen.getByLabelText(/Security code/), '123');
    await user.type(screen.getByLabelText(/Name on card/), 'Pat Doe');
    await user.type(screen.getByLabelText(/Billing ZIP code/), '19103');
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(describedBy(screen.getByLabelText(/Security code/))).toContain('security code has 4 digits');
    await expectNoAxeViolations();
  });

  it('refuses a number that fails the Luhn check and an expired card', async () => {
    const user = userEvent.setup();
    const { api } = await renderForm();
    await fill(user, { number: '4242424242424241', expiry: '0120', code: '123' });
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(describedBy(screen.getByLabelText(/Card number/))).toContain(
      'Check the card number: it is not a valid number',
    );
    expect(describedBy(screen.getByLabelText(/Expiry date/))).toContain('This card has expired');
    expect(api.requestsTo(routes.addCard)).toHaveLength(0);
  });

  it('adds the card with the digits alone and an idempotency key, then hands it back', async () => {
    const user = userEvent.setup();
    const { api, onAdded } = await renderForm();
    await fill(user, { number: '4242424242424242', expiry: '1230', code: '123' });
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(aPaymentCard()));
    const sent = api.requestsTo(routes.addCard)[0];
    expect(sent?.body).toEqual({
      cardNumber: '4242424242424242',
      expiry: '12/30',
      securityCode: '123',
      nameOnCard: 'Pat Doe',
      postalCode: '19103',
    });
    expect(sent?.headers['idempotency-key']).toBeTruthy();
  });

  it('shows the server’s refusal at its field, or for the whole form', async () => {
    const user = userEvent.setup();
    const api = cashAdvanceApi({
      [routes.addCard]: failure(422, 'CARD_DECLINED', 'The card network declined this card. Try another card.'),
    });
    const { onAdded } = await renderForm(api);
    await fill(user, { number: '4242424242424242', expiry: '1230', code: '123' });
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('The card network declined this card. Try another card.')).toBeTruthy();
    expect(onAdded).not.toHaveBeenCalled();
  });
});
