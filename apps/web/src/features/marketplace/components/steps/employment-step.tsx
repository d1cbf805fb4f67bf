import {
  type EmploymentStatus,
  employmentSchema,
  employmentStatuses,
  employmentStatusLabels,
  needsEmployer,
} from '@fernleaf/contract/income-profile';
import { stepCopy } from '@fernleaf/contract/marketplace-flows';
import { Stack, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { type FieldErrors, validateWith } from '../../../../lib/form-errors';
import { StepForm } from '../flow/step-form';
import { ChoiceCards, focusFirstCard, optionsOf } from './choice-cards';
import type { StepProps } from './step-props';

const statusOptions = optionsOf(employmentStatuses, employmentStatusLabels);

/**
 * The income profile's employment question (same statuses, labels and rules), kept with the
 * application rather than saved to the member's profile.
 */
export function EmploymentStep({ answers, complete, back }: StepProps) {
  const question = stepCopy.employment.title;
  const [status, setStatus] = useState<EmploymentStatus | ''>(answers.employment?.employmentStatus ?? '');
  // Kept while another status is chosen, so going back to an employed status does not lose it.
  const [employerName, setEmployerName] = useState(answers.employment?.employerName ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const groupRef = useRef<HTMLDivElement>(null);
  const employerRef = useRef<HTMLInputElement>(null);
  const asksEmployer = status !== '' && needsEmployer(status);

  function submit() {
    const checked = validateWith(employmentSchema, {
      employmentStatus: status === '' ? undefined : status,
      employerName: asksEmployer ? employerName : null,
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      if (checked.errors.employmentStatus) focusFirstCard(groupRef.current);
      else employerRef.current?.focus();
      return;
    }
    complete({ employment: checked.value });
  }

  return (
    <StepForm label={question} onSubmit={submit} back={back}>
      <Stack gap="lg">
        <ChoiceCards
          question={question}
          options={statusOptions}
          value={status === '' ? undefined : status}
          onChange={(chosen) => {
            setStatus(chosen);
            setErrors(({ employmentStatus: _, ...rest }) => rest);
          }}
          error={errors.employmentStatus}
          groupRef={groupRef}
        />
        {asksEmployer && (
          <TextInput
            ref={employerRef}
            label="Employer name"
            description={status === 'MILITARY' ? 'Your branch of service, such as U.S. Army' : undefined}
            autoComplete="organization"
            size="md"
            value={employerName}
            onChange={(event) => {
              setEmployerName(event.currentTarget.value);
              setErrors(({ employerName: _, ...rest }) => rest);
            }}
            error={errors.employerName}
            required
          />
        )}
      </Stack>
    </StepForm>
  );
}
