import { type AddressFormField, addressFormFields, addressFormSchema, usStateCodes } from '@fernleaf/contract/address';
import { errorCodes } from '@fernleaf/contract/errors';
import { Alert, Button, Group, List, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError, noResponseStatus } from '../../lib/api-client';
import { type FieldErrors, fieldErrorsFromApi, validateWith } from '../../lib/form-errors';
import { createSubmissionKeys } from '../../lib/submission-key';
import { type SavedAddress, type UpdateAddressBody, useUpdateAddress } from './update-address';

type Values = Record<AddressFormField, string>;

const emptyValues: Values = { streetAddress: '', apt: '', city: '', state: '', zip: '' };

type Refusal = { title: string; text: string };

/** Why a PO box is refused, unless the page says it in its own words. */
const defaultPoBoxReason = 'We send your debit card to where you live, not a PO box.';

/** The short alert above the fields; the messages themselves sit at each field. */
function refusalOf(error: ApiError, poBoxReason: string): Refusal {
  if (error.code === errorCodes.INVALID_PO_BOX_V2) {
    return { title: 'Give a physical home address', text: poBoxReason };
  }
  return { title: 'We could not verify this address', text: 'Check the highlighted fields and try again.' };
}

/** Server messages at the inputs, and any the form has no input for under `form`. */
function fieldErrorsOfAnswer(error: unknown): FieldErrors {
  const errors = fieldErrorsFromApi(error);
  const unshown = Object.entries(errors).filter(
    ([field]) => field !== 'form' && !(addressFormFields as readonly string[]).includes(field),
  );
  if (unshown.length > 0 && !errors.form) errors.form = unshown.map(([, message]) => message).join(' ');
  return errors;
}

/**
 * The member's home address, verified and saved in one call. A refused address shows the verifier's
 * message at each field; an address the verifier only doubts can be confirmed and sent again with bypass.
 */
export function AddressForm({
  onSaved,
  label = 'Home address',
  initialValues,
  poBoxReason = defaultPoBoxReason,
}: {
  onSaved: (address: SavedAddress) => void;
  label?: string;
  /** An address to start from (a partner's lead); the member still checks it and the verifier still does. */
  initialValues?: Values | null | undefined;
  /** Why this page needs a home address rather than a PO box, in its own words. */
  poBoxReason?: string;
}) {
  const update = useUpdateAddress();
  const [keys] = useState(createSubmissionKeys);
  const [values, setValues] = useState<Values>(initialValues ?? emptyValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<Refusal>();
  // Set when the verifier answered ADDRESS_BYPASS_REQUIRED for exactly the address shown.
  const [doubts, setDoubts] = useState<string[]>();
  const [status, setStatus] = useState<string>();

  function change(field: AddressFormField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // A confirmation covers the address it was asked for, not an edited one.
    setDoubts(undefined);
  }

  async function send(bypass: boolean) {
    setStatus(undefined);
    setRefusal(undefined);
    const checked = validateWith(addressFormSchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setDoubts(undefined);
      return;
    }
    setErrors({});
    const body: UpdateAddressBody = bypass ? { ...checked.value, bypass: true } : checked.value;
    try {
      const saved = await update.mutateAsync({ body, idempotencyKey: keys.keyFor(body) });
      keys.settle();
      setDoubts(undefined);
      setStatus('Your address is saved.');
      onSaved(saved);
    } catch (error) {
      // Without an answer the address may have been saved: the same request keeps its key.
      if (!(error instanceof ApiError && error.status === noResponseStatus)) keys.settle();
      if (error instanceof ApiError && error.code === errorCodes.ADDRESS_BYPASS_REQUIRED) {
        const messages = Object.values(error.fields ?? {});
        setDoubts([...new Set(messages.length > 0 ? messages : [error.description])]);
        return;
      }
      setDoubts(undefined);
      if (
        error instanceof ApiError &&
        (error.code === errorCodes.INVALID_V2 || error.code === errorCodes.INVALID_PO_BOX_V2)
      ) {
        setRefusal(refusalOf(error, poBoxReason));
      }
      setErrors(fieldErrorsOfAnswer(error));
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void send(false);
  }

  const field = (name: AddressFormField) => ({
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => change(name, event.currentTarget.value),
    error: errors[name],
  });

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="sm">
        {refusal && (
          <Alert color="red" variant="light" title={refusal.title} role="alert">
            {refusal.text}
          </Alert>
        )}
        <TextInput label="Street address" autoComplete="address-line1" required {...field('streetAddress')} />
        <TextInput label="Apt, suite, unit (optional)" autoComplete="address-line2" {...field('apt')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label="City" autoComplete="address-level2" required {...field('city')} />
          <NativeSelect
            label="State"
            autoComplete="address-level1"
            required
            data={[{ value: '', label: 'Choose a state', disabled: true }, ...usStateCodes]}
            {...field('state')}
          />
          <TextInput label="ZIP code" autoComplete="postal-code" inputMode="numeric" required {...field('zip')} />
        </SimpleGrid>
        {errors.form && (
          <Alert color="red" variant="light" role="alert">
            {errors.form}
          </Alert>
        )}
        {doubts ? (
          <Alert
            color="yellow"
            variant="light"
            title="Check this address"
            role="alert"
            // The light variant's yellow-on-yellow title fails WCAG contrast; the page's text colour passes.
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            <Stack gap="sm">
              <List size="sm">
                {doubts.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
              <Text size="sm">If it is right, you can use it anyway.</Text>
              <Group>
                <Button onClick={() => void send(true)} loading={update.isPending}>
                  Use this address anyway
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Group>
            <Button type="submit" loading={update.isPending}>
              Save address
            </Button>
          </Group>
        )}
        <Text role="status" aria-live="polite" size="sm">
          {status ?? ''}
        </Text>
      </Stack>
    </form>
  );
}
