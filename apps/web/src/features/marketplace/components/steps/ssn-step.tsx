import { personalLoanAnswersSchema } from '@fernleaf/contract/marketplace';
import { PasswordInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { readSsnInput, SSN_TOO_LONG_MESSAGE } from '../../../../lib/format/ssn';
import { withSsnDashes } from '../../../onboarding/components/ssn-form';
import { StepForm } from '../flow/step-form';
import type { StepProps } from './step-props';

/** Masked as it is typed; kept in this tab's memory only until the application is sent. */
export function SsnStep({ answers, complete, back }: StepProps) {
  const [digits, setDigits] = useState(answers.ssn ?? '');
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);

  function submit() {
    const checked = personalLoanAnswersSchema.shape.ssn.safeParse(digits);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      inputRef.current?.focus();
      return;
    }
    complete({ ssn: checked.data });
  }

  return (
    <StepForm label="Social Security number" onSubmit={submit} back={back}>
      <PasswordInput
        ref={inputRef}
        label="Social Security number"
        description="Nine digits. Sent encrypted with your application and shown only as its last four digits."
        placeholder="123-45-6789"
        inputMode="numeric"
        autoComplete="off"
        size="md"
        value={withSsnDashes(digits)}
        onChange={(event) => {
          const typed = readSsnInput(event.currentTarget.value);
          if (typed.tooLong) {
            setError(SSN_TOO_LONG_MESSAGE);
            return;
          }
          setDigits(typed.digits);
          setError(undefined);
        }}
        error={error}
        // Mantine's password input marks an error with a data attribute only.
        aria-invalid={error ? true : undefined}
        required
      />
    </StepForm>
  );
}
