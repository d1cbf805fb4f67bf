import { personalLoanAnswersSchema } from '@fernleaf/contract/marketplace';
import { z } from 'zod';
import { useContractForm } from '../../../../lib/form/use-contract-form';
import { SsnInput } from '../../../../ui/ssn-input';
import { StepForm } from '../flow/step-form';
import type { StepProps } from './step-props';

const schema = z.object({ ssn: personalLoanAnswersSchema.shape.ssn });

/** Masked as it is typed; kept in this tab's memory only until the application is sent. */
export function SsnStep({ answers, complete, back }: StepProps) {
  const form = useContractForm({ schema, initialValues: { ssn: answers.ssn ?? '' } });

  return (
    <StepForm label="Social Security number" onSubmit={form.submit(({ ssn }) => complete({ ssn }))} back={back}>
      <SsnInput
        description="Nine digits. Sent encrypted with your application and shown only as its last four digits."
        size="md"
        required
        // The field's path (for focus) and touch; the SSN field reads and shows the digits itself.
        {...form.getInputProps('ssn')}
        digits={form.getValues().ssn}
        onDigitsChange={(change) => {
          if ('refused' in change) return form.setFieldError('ssn', change.refused);
          form.setFieldValue('ssn', change.digits);
        }}
        error={form.errorOf('ssn')}
      />
    </StepForm>
  );
}
