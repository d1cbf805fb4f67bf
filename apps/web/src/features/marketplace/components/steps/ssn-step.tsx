import { personalLoanAnswersSchema } from '@fernleaf/contract/marketplace';
import { useRef, useState } from 'react';
import { SsnInput } from '../../../../ui/ssn-input';
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
      <SsnInput
        ref={inputRef}
        description="Nine digits. Sent encrypted with your application and shown only as its last four digits."
        size="md"
        required
        digits={digits}
        onDigitsChange={(change) => {
          if ('refused' in change) return setError(change.refused);
          setDigits(change.digits);
          setError(undefined);
        }}
        error={error}
      />
    </StepForm>
  );
}
