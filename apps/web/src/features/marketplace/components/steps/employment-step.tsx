import {
  type EmploymentStatus,
  employmentSchema,
  employmentStatuses,
  employmentStatusLabels,
  needsEmployer,
} from '@fernleaf/contract/income-profile';
import { stepCopy } from '@fernleaf/contract/marketplace-flows';
import { Stack, TextInput } from '@mantine/core';
import { useContractForm } from '../../../../lib/form/use-contract-form';
import { StepForm } from '../flow/step-form';
import { ChoiceCards, optionsOf } from './choice-cards';
import type { StepProps } from './step-props';

const statusOptions = optionsOf(employmentStatuses, employmentStatusLabels);

/**
 * The income profile's employment question (same statuses, labels and rules), kept with the
 * application rather than saved to the member's profile.
 */
export function EmploymentStep({ answers, complete, back }: StepProps) {
  const question = stepCopy.employment.title;
  const form = useContractForm({
    schema: employmentSchema,
    initialValues: {
      employmentStatus: (answers.employment?.employmentStatus ?? '') as EmploymentStatus | '',
      // Kept while another status is chosen, so going back to an employed status does not lose it.
      employerName: answers.employment?.employerName ?? '',
    },
    toInput: ({ employmentStatus, employerName }) => ({
      employmentStatus: employmentStatus === '' ? undefined : employmentStatus,
      employerName: employmentStatus !== '' && needsEmployer(employmentStatus) ? employerName : null,
    }),
  });
  const status = form.getValues().employmentStatus;
  const asksEmployer = status !== '' && needsEmployer(status);

  return (
    <StepForm label={question} onSubmit={form.submit((employment) => complete({ employment }))} back={back}>
      <Stack gap="lg">
        <ChoiceCards options={statusOptions} {...form.getInputProps('employmentStatus')} />
        {asksEmployer && (
          <TextInput
            label="Employer name"
            description={status === 'MILITARY' ? 'Your branch of service, such as U.S. Army' : undefined}
            autoComplete="organization"
            size="md"
            {...form.getInputProps('employerName')}
            required
          />
        )}
      </Stack>
    </StepForm>
  );
}
