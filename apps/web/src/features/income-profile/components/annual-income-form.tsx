import { type IncomeProfile, saveAnnualIncome } from '@fernleaf/contract/income-profile';
import { formatCentsForInput } from '@fernleaf/contract/money';
import { Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { type FieldErrors, fieldErrorsFromApi, validateWith } from '../../../lib/form-errors';
import { parseWholeDollars } from '../../../lib/format/whole-dollars';
import { useSaveAnnualIncome } from '../api/save-annual-income';
import { errorsAtFields } from '../lib/errors-at-fields';
import { FormAlert } from './form-alert';
import { IncomeProfileGate } from './income-profile-gate';

const field = 'annualIncomeCents';

export const annualIncomeHelp =
  'Before taxes. Include every source of income in your household: salaries, benefits, alimony or child support if you want it considered.';

export interface AnnualIncomeFormProps {
  onSaved: (profile: IncomeProfile) => void;
  submitLabel?: string;
}

/** The loans flow's annual-income step, the marketplace's household income question. */
export function AnnualIncomeForm(props: AnnualIncomeFormProps) {
  return <IncomeProfileGate>{(profile) => <AnnualIncomeField profile={profile} {...props} />}</IncomeProfileGate>;
}

function AnnualIncomeField({
  profile,
  onSaved,
  submitLabel = 'Continue',
}: AnnualIncomeFormProps & { profile: IncomeProfile }) {
  const save = useSaveAnnualIncome();
  const [amount, setAmount] = useState(() =>
    profile.annualIncomeCents === null ? '' : formatCentsForInput(profile.annualIncomeCents, { grouping: true }),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const inputRef = useRef<HTMLInputElement>(null);

  function showErrors(found: FieldErrors) {
    setErrors(errorsAtFields(found, [field]));
    if (found[field]) inputRef.current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = parseWholeDollars(amount);
    if (!typed.ok) {
      showErrors({ [field]: typed.message });
      return;
    }
    const checked = validateWith(saveAnnualIncome.body, { annualIncomeCents: typed.cents });
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      onSaved(await save.mutateAsync(checked.value));
    } catch (error) {
      showErrors(fieldErrorsFromApi(error));
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Annual household income">
      <Stack gap="lg">
        <TextInput
          ref={inputRef}
          label="What's your annual household income?"
          description={annualIncomeHelp}
          leftSection={<span aria-hidden>$</span>}
          placeholder="52,000"
          inputMode="numeric"
          autoComplete="off"
          value={amount}
          onChange={(event) => {
            setAmount(event.currentTarget.value);
            setErrors({});
          }}
          // Groups the thousands once the member is done typing, so they can check the figure.
          onBlur={() => {
            const typed = parseWholeDollars(amount);
            if (typed.ok && typed.cents >= 0) setAmount(formatCentsForInput(typed.cents, { grouping: true }));
          }}
          error={errors[field]}
          required
        />
        {errors.form && <FormAlert>{errors.form}</FormAlert>}
        <Button type="submit" size="md" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
