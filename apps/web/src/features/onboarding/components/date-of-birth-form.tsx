import { Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { fieldErrorsFromApi } from '../../../lib/form-errors';
import { withDateSlashes } from '../../../lib/format/typed-date';
import { createDateOfBirthSchema } from '../../../lib/validate/date-of-birth';
import { saveDateOfBirth } from '../api/identity-verification';

const dateOfBirthSchema = createDateOfBirthSchema();

/** The date of birth, typed as MM/DD/YYYY and saved on its own (spec section 5). */
export function DateOfBirthForm({ initial = '', onSaved }: { initial?: string; onSaved: () => void }) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = dateOfBirthSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      await saveDateOfBirth(parsed.data);
      onSaved();
    } catch (failure) {
      const errors = fieldErrorsFromApi(failure);
      setError(errors.dateOfBirth ?? errors.form ?? 'We could not save your date of birth. Try again.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Date of birth"
          description="MM/DD/YYYY. You must be 18 or older."
          placeholder="MM/DD/YYYY"
          inputMode="numeric"
          autoComplete="bday"
          required
          value={value}
          onChange={(event) => setValue(withDateSlashes(event.currentTarget.value))}
          error={error}
        />
        <Button type="submit" loading={saving} style={{ alignSelf: 'flex-start' }}>
          Save date of birth
        </Button>
      </Stack>
    </form>
  );
}
