import { Button, Stack, TextInput } from '@mantine/core';
import { z } from 'zod';
import { useContractForm } from '../../../lib/form/use-contract-form';
import { createDateOfBirthSchema } from '../../../lib/validate/date-of-birth';
import { saveDateOfBirth } from '../api/identity-verification';

const dateOfBirthSchema = z.object({ dateOfBirth: createDateOfBirthSchema() });

/** Inserts the slashes as the member types digits: 0412199 -> 04/12/199. */
export function withDateSlashes(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

/** The date of birth, typed as MM/DD/YYYY and saved on its own (spec section 5). */
export function DateOfBirthForm({ initial = '', onSaved }: { initial?: string; onSaved: () => void }) {
  const form = useContractForm({ schema: dateOfBirthSchema, initialValues: { dateOfBirth: initial } });
  const submit = form.submit(async ({ dateOfBirth }) => {
    await saveDateOfBirth(dateOfBirth);
    onSaved();
  });

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
          {...form.getInputProps('dateOfBirth')}
          onChange={(event) => form.setFieldValue('dateOfBirth', withDateSlashes(event.currentTarget.value))}
          // One field: a failure of the whole form shows under it.
          error={form.errorOf('dateOfBirth') ?? form.formError}
        />
        <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
          Save date of birth
        </Button>
      </Stack>
    </form>
  );
}
