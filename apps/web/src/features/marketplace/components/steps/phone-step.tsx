import { personalLoanAnswersSchema } from '@fernleaf/contract/marketplace';
import { TextInput } from '@mantine/core';
import { z } from 'zod';
import { useContractForm } from '../../../../lib/form/use-contract-form';
import { formatPhone, toPhoneInputDigits } from '../../../../lib/format/phone';
import { StepForm } from '../flow/step-form';
import type { StepProps } from './step-props';

const schema = z.object({ phoneNumber: personalLoanAnswersSchema.shape.phoneNumber });

/** Ten digits, shown as (123) 456-7890 once complete. */
export function PhoneStep({ answers, complete, back }: StepProps) {
  // The value is the digits alone; the input shows them formatted.
  const form = useContractForm({ schema, initialValues: { phoneNumber: answers.phoneNumber ?? '' } });

  return (
    <StepForm label="Mobile number" onSubmit={form.submit(({ phoneNumber }) => complete({ phoneNumber }))} back={back}>
      <TextInput
        label="Mobile number"
        description="A US number. Partners may call or text you about your offers."
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        size="md"
        {...form.getInputProps('phoneNumber')}
        value={formatPhone(form.getValues().phoneNumber)}
        onChange={(event) => form.setFieldValue('phoneNumber', toPhoneInputDigits(event.currentTarget.value))}
        required
      />
    </StepForm>
  );
}
