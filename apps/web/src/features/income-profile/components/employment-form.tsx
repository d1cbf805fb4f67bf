import {
  type EmploymentStatus,
  employmentStatuses,
  employmentStatusLabels,
  type IncomeProfile,
  needsEmployer,
  saveEmployment,
} from '@fernleaf/contract/income-profile';
import { Button, Radio, Stack, TextInput } from '@mantine/core';
import { useContractForm } from '../../../lib/form/use-contract-form';
import { useSaveEmployment } from '../api/save-employment';
import { FormAlert } from './form-alert';
import { IncomeProfileGate } from './income-profile-gate';

export interface EmploymentFormProps {
  onSaved: (profile: IncomeProfile) => void;
  submitLabel?: string;
}

/** The loans flow's employment step: the member's status and, when they have one, their employer. */
export function EmploymentForm(props: EmploymentFormProps) {
  return <IncomeProfileGate>{(profile) => <EmploymentFields profile={profile} {...props} />}</IncomeProfileGate>;
}

function EmploymentFields({
  profile,
  onSaved,
  submitLabel = 'Continue',
}: EmploymentFormProps & { profile: IncomeProfile }) {
  const save = useSaveEmployment();
  const form = useContractForm({
    schema: saveEmployment.body,
    initialValues: {
      employmentStatus: (profile.employmentStatus ?? '') as EmploymentStatus | '',
      // Kept while another status is chosen, so going back to an employed status does not lose it.
      employerName: profile.employerName ?? '',
    },
    // An unanswered status is checked as missing, so the contract's message names it; the employer
    // is sent only for a status that has one.
    toInput: ({ employmentStatus, employerName }) => ({
      employmentStatus: employmentStatus || undefined,
      ...(employmentStatus && needsEmployer(employmentStatus) ? { employerName } : {}),
    }),
  });
  const status = form.values.employmentStatus || null;
  const asksEmployer = status !== null && needsEmployer(status);

  const submit = form.submit(async ({ employmentStatus, employerName }) => {
    const saved = await save.mutateAsync(
      employerName === null ? { employmentStatus } : { employmentStatus, employerName },
    );
    onSaved(saved);
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Employment">
      <Stack gap="lg">
        <Radio.Group
          label="What's your employment status?"
          name="employmentStatus"
          required
          {...form.getInputProps('employmentStatus')}
        >
          <Stack gap="sm" mt="xs">
            {employmentStatuses.map((value) => (
              <Radio key={value} value={value} label={employmentStatusLabels[value]} />
            ))}
          </Stack>
        </Radio.Group>
        {asksEmployer && (
          <TextInput
            label="Employer name"
            description={status === 'MILITARY' ? 'Your branch of service, such as U.S. Army' : undefined}
            autoComplete="organization"
            required
            {...form.getInputProps('employerName')}
          />
        )}
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <Button type="submit" size="md" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
