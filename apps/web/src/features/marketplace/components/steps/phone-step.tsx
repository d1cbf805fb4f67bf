import { personalLoanAnswersSchema } from '@fernleaf/contract/marketplace';
import { TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { formatPhone, toPhoneInputDigits } from '../../../../lib/format/phone';
import { StepForm } from '../flow/step-form';
import type { StepProps } from './step-props';

/** Ten digits, shown as (123) 456-7890 once complete. */
export function PhoneStep({ answers, complete, back }: StepProps) {
  const [digits, setDigits] = useState(answers.phoneNumber ?? '');
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);

  function submit() {
    const checked = personalLoanAnswersSchema.shape.phoneNumber.safeParse(digits);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      inputRef.current?.focus();
      return;
    }
    complete({ phoneNumber: checked.data });
  }

  return (
    <StepForm label="Mobile number" onSubmit={submit} back={back}>
      <TextInput
        ref={inputRef}
        label="Mobile number"
        description="A US number. Partners may call or text you about your offers."
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        size="md"
        value={formatPhone(digits)}
        onChange={(event) => {
          setDigits(toPhoneInputDigits(event.currentTarget.value));
          setError(undefined);
        }}
        error={error}
        required
      />
    </StepForm>
  );
}
