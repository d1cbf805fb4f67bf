import { Stack } from '@mantine/core';
import { AddressForm } from '../../../../ui/address/address-form';
import { Loading } from '../../../../ui/load-states';
import type { AddressValues } from '../../lib/answers';
import { AnswerProblems } from '../flow/answer-problems';
import { StepActions } from '../flow/step-form';
import { useApplicationSubmit } from '../flow/use-application-submit';
import type { StepProps } from './step-props';

interface SavedAddress {
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  postalCode: string;
}

/** The verifier's standardized address, in the form's fields. */
function asValues(saved: SavedAddress): AddressValues {
  return {
    streetAddress: saved.addressLine1,
    apt: saved.addressLine2 ?? '',
    city: saved.city,
    state: saved.state,
    zip: saved.postalCode,
  };
}

/**
 * The shared address form (ui/address): verified (PO boxes refused) and kept on the member's profile. Debt
 * relief sends its application from here, its last step before the offers.
 */
export function AddressStep({ vertical, answers, origin, complete, save, back }: StepProps) {
  const { submit, submitting, problems, failure } = useApplicationSubmit(vertical);

  function onSaved(saved: SavedAddress) {
    const address = asValues(saved);
    if (vertical === 'debt-relief') {
      save({ address });
      void submit(origin, { ...answers, address });
    } else {
      complete({ address });
    }
  }

  return (
    <Stack gap="xl">
      <AddressForm
        label="Home address"
        initialValues={answers.address}
        onSaved={onSaved}
        poBoxReason="Lenders need the address where you live to make you an offer, not a PO box."
      />
      <AnswerProblems vertical={vertical} problems={problems} failure={failure} />
      {submitting && <Loading text="Finding your offers…" />}
      <StepActions back={back} submitLabel={null} />
    </Stack>
  );
}
