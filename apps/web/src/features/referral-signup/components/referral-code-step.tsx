import { referralCodeSchema } from '@fernleaf/contract/fields';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { formErrorKey } from '../../../lib/form/form-errors';
import { useContractForm } from '../../../lib/form/use-contract-form';
import { formatPersonName } from '../../../lib/format/person-name';
import { useRecordReferralSignUp } from '../api/record-referral-sign-up';
import { referralCodePreviewQueryOptions } from '../api/validate-referral-code';

export interface ReferralCodeStepProps {
  /** The step is over: a code was applied, or the member skipped it. */
  onDone(): void;
  /** A code the visitor's referral link brought; the member can still change or skip it. */
  initialCode?: string;
}

/** How long typing pauses before the code is looked up for the preview. */
export const referralPreviewDelayMs = 400;

const emptyCodeMessage = 'Enter a referral code, or choose Skip.';
const unknownCodeMessage = 'We could not find this referral code. Check it, or skip this step.';

// Empty is its own case: the step is optional, so the member is told how to leave it out.
const referralStepSchema = z.object({
  referralCode: z
    .string()
    .refine((code) => code.trim() !== '', emptyCodeMessage)
    .pipe(referralCodeSchema),
});

function codeOf(value: string): string | null {
  const parsed = referralCodeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * Onboarding's referral step (`/onboarding/referral`): an optional code, previewed as "Invited by
 * {first name}" while it is typed, applied with "Apply", or left out with "Skip".
 */
export function ReferralCodeStep({ onDone, initialCode = '' }: ReferralCodeStepProps) {
  const form = useContractForm({
    schema: referralStepSchema,
    initialValues: { referralCode: initialCode },
    // Typing again answers a failure of the whole form too.
    onValuesChange: () => form.setErrors(({ [formErrorKey]: _, ...fields }) => fields),
  });
  const value = form.values.referralCode;
  const [settledValue] = useDebouncedValue(value, referralPreviewDelayMs);
  const apply = useRecordReferralSignUp();

  const previewCode = settledValue === value ? codeOf(settledValue) : null;
  const preview = useQuery({ ...referralCodePreviewQueryOptions(previewCode ?? ''), enabled: previewCode !== null });
  const previewed = previewCode !== null && preview.data?.referralCode === previewCode ? preview.data : undefined;
  const inviter =
    previewed?.isValid && previewed.referrerFirstName ? formatPersonName(previewed.referrerFirstName) : null;
  const shownError = form.errorOf('referralCode') ?? (previewed && !previewed.isValid ? unknownCodeMessage : undefined);

  const submit = form.submit(async ({ referralCode }) => {
    await apply.mutateAsync(referralCode);
    onDone();
  });

  return (
    // The onboarding frame around it gives the page its one heading and says what the step is for.
    <Stack gap="lg" maw={480} mx="auto" w="100%">
      <form onSubmit={submit} noValidate aria-label="Referral code">
        <Stack gap="sm">
          <TextInput
            label="Referral code (optional)"
            {...form.getInputProps('referralCode')}
            error={shownError}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
          />
          <Text role="status" aria-live="polite" size="sm" fw={600} mih="1.5em">
            {inviter ? `Invited by ${inviter}` : ''}
          </Text>
          {form.formError && (
            <Alert color="red" variant="light" role="alert">
              {form.formError}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={apply.isPending}>
              Apply
            </Button>
            <Button variant="default" onClick={onDone} disabled={apply.isPending}>
              Skip
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
