import {
  type EmploymentStatus,
  employmentStatuses,
  employmentStatusLabels,
  type IncomeProfile,
  needsEmployer,
  saveEmployment,
} from '@fernleaf/contract/income-profile';
import { Button, Radio, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { type FieldErrors, fieldErrorsFromApi, validateWith } from '../../../lib/form-errors';
import { useSaveEmployment } from '../api/save-employment';
import { errorsAtFields } from '../lib/errors-at-fields';
import { FormAlert } from './form-alert';
import { IncomeProfileGate } from './income-profile-gate';

const shownFields = ['employmentStatus', 'employerName'] as const;

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
  const [status, setStatus] = useState<EmploymentStatus | null>(profile.employmentStatus);
  // Kept while another status is chosen, so going back to an employed status does not lose it.
  const [employerName, setEmployerName] = useState(profile.employerName ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const employerRef = useRef<HTMLInputElement>(null);
  const asksEmployer = status !== null && needsEmployer(status);

  function showErrors(found: FieldErrors) {
    setErrors(errorsAtFields(found, shownFields));
    if (found.employmentStatus)
      formRef.current?.querySelector<HTMLInputElement>('input[name="employmentStatus"]')?.focus();
    else if (found.employerName) employerRef.current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // An unanswered status is checked as missing, so the contract's message names it.
    const checked = validateWith(saveEmployment.body, {
      employmentStatus: status ?? undefined,
      ...(asksEmployer ? { employerName } : {}),
    });
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    const { employmentStatus, employerName: checkedEmployer } = checked.value;
    try {
      const saved = await save.mutateAsync(
        checkedEmployer === null ? { employmentStatus } : { employmentStatus, employerName: checkedEmployer },
      );
      onSaved(saved);
    } catch (error) {
      showErrors(fieldErrorsFromApi(error));
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Employment">
      <Stack gap="lg">
        <Radio.Group
          label="What's your employment status?"
          name="employmentStatus"
          value={status ?? ''}
          onChange={(chosen) => {
            setStatus(chosen as EmploymentStatus);
            setErrors(({ employmentStatus: _, ...rest }) => rest);
          }}
          error={errors.employmentStatus}
          required
        >
          <Stack gap="sm" mt="xs">
            {employmentStatuses.map((value) => (
              <Radio key={value} value={value} label={employmentStatusLabels[value]} />
            ))}
          </Stack>
        </Radio.Group>
        {asksEmployer && (
          <TextInput
            ref={employerRef}
            label="Employer name"
            description={status === 'MILITARY' ? 'Your branch of service, such as U.S. Army' : undefined}
            autoComplete="organization"
            value={employerName}
            onChange={(event) => {
              setEmployerName(event.currentTarget.value);
              setErrors(({ employerName: _, ...rest }) => rest);
            }}
            error={errors.employerName}
            required
          />
        )}
        {errors.form && <FormAlert>{errors.form}</FormAlert>}
        <Button type="submit" size="md" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
