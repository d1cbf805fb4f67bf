import { type IncomeProfile, saveAnnualIncome } from '@fernleaf/contract/income-profile';
import { Button, Stack, TextInput } from '@mantine/core';
import { typedText } from '../../../lib/form/typed-text';
import { useContractForm } from '../../../lib/form/use-contract-form';
import { useSaveAnnualIncome } from '../api/save-annual-income';
import { formatWholeDollars, parseWholeDollars } from '../lib/annual-income-dollars';
import { FormAlert } from './form-alert';
import { IncomeProfileGate } from './income-profile-gate';

// Typed in whole dollars, sent in cents; the range is the contract's.
const annualIncomeFormSchema = saveAnnualIncome.body.extend({
  annualIncomeCents: typedText((text) => {
    const typed = parseWholeDollars(text);
    return typed.ok ? { ok: true, value: typed.cents } : typed;
  }, saveAnnualIncome.body.shape.annualIncomeCents),
});

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
  const form = useContractForm({
    schema: annualIncomeFormSchema,
    initialValues: {
      annualIncomeCents: profile.annualIncomeCents === null ? '' : formatWholeDollars(profile.annualIncomeCents),
    },
    // The form is one question: typing again clears what was said about it, the whole form's too.
    onValuesChange: () => form.clearErrors(),
  });
  const submit = form.submit(async (body) => onSaved(await save.mutateAsync(body)));

  return (
    <form onSubmit={submit} noValidate aria-label="Annual household income">
      <Stack gap="lg">
        <TextInput
          label="What's your annual household income?"
          description={annualIncomeHelp}
          leftSection={<span aria-hidden>$</span>}
          placeholder="52,000"
          inputMode="numeric"
          autoComplete="off"
          required
          {...form.getInputProps('annualIncomeCents')}
          // Groups the thousands once the member is done typing, so they can check the figure.
          onBlur={() => {
            const typed = parseWholeDollars(form.getValues().annualIncomeCents);
            if (typed.ok && typed.cents >= 0) form.setFieldValue('annualIncomeCents', formatWholeDollars(typed.cents));
          }}
        />
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <Button type="submit" size="md" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
