import { primaryBankSchema } from '@fernleaf/contract/marketplace';
import { primaryBankNameQuestion, stepCopy } from '@fernleaf/contract/marketplace-flows';
import { Stack, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { type FieldErrors, validateWith } from '../../../../lib/form-errors';
import { StepForm } from '../flow/step-form';
import { ChoiceCards, focusFirstCard } from './choice-cards';
import type { StepProps } from './step-props';

const choices = [
  { value: 'yes', label: 'Yes, include it' },
  { value: 'no', label: 'No, leave it out' },
] as const;

/** Whether lenders may see where the member banks, and which bank: the member's linked bank to start from. */
export function PrimaryBankStep({ answers, prefill, complete, back }: StepProps) {
  const question = stepCopy['primary-bank'].title;
  const [include, setInclude] = useState<'yes' | 'no' | ''>(
    answers.primaryBank === undefined ? '' : answers.primaryBank.include ? 'yes' : 'no',
  );
  const [bankName, setBankName] = useState(answers.primaryBank?.bankName ?? prefill?.primaryBankName ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const groupRef = useRef<HTMLDivElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  function submit() {
    const checked = validateWith(primaryBankSchema, {
      include: include === '' ? undefined : include === 'yes',
      bankName: include === 'yes' ? bankName : null,
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      if (checked.errors.include) focusFirstCard(groupRef.current);
      else nameRef.current?.focus();
      return;
    }
    complete({ primaryBank: checked.value });
  }

  return (
    <StepForm label={question} onSubmit={submit} back={back}>
      <Stack gap="lg">
        <ChoiceCards
          question={question}
          options={choices}
          value={include === '' ? undefined : include}
          onChange={(chosen) => {
            setInclude(chosen);
            setErrors({});
          }}
          error={errors.include}
          groupRef={groupRef}
        />
        {include === 'yes' && (
          <TextInput
            ref={nameRef}
            label={primaryBankNameQuestion}
            autoComplete="off"
            size="md"
            value={bankName}
            onChange={(event) => {
              setBankName(event.currentTarget.value);
              setErrors(({ bankName: _, ...rest }) => rest);
            }}
            error={errors.bankName}
            required
          />
        )}
      </Stack>
    </StepForm>
  );
}
