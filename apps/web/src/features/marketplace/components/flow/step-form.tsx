import { Button, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

/** Back to the step before (none on the first step) and the step's own submit. */
export function StepActions({
  back,
  busy = false,
  submitLabel = 'Continue',
}: {
  back: (() => void) | undefined;
  busy?: boolean;
  /** Null when the step's form has its own submit button (the address form). */
  submitLabel?: string | null;
}) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      {back ? (
        <Button variant="default" size="md" onClick={back}>
          Back
        </Button>
      ) : (
        <span />
      )}
      {submitLabel !== null && (
        <Button type="submit" size="md" loading={busy}>
          {submitLabel}
        </Button>
      )}
    </Group>
  );
}

/**
 * One step's small form: its fields, then Back and Continue. Validation is the step's, on submit: a
 * step with fields passes its contract form's `submit(...)`, which checks them with the schema.
 */
export function StepForm({
  label,
  onSubmit,
  back,
  busy,
  submitLabel,
  children,
}: {
  /** Names the form for screen readers; the step's title. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  back: (() => void) | undefined;
  busy?: boolean;
  submitLabel?: string;
  children: ReactNode;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(event);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="xl">
        {children}
        <StepActions back={back} busy={busy} submitLabel={submitLabel} />
      </Stack>
    </form>
  );
}
