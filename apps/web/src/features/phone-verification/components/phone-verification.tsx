import { initiatePhoneNumberUpdate } from '@fernleaf/contract/call-addresses/initiate-phone-number-update.gen';
import { startContactVerification } from '@fernleaf/contract/call-addresses/start-contact-verification.gen';
import { verifyContact } from '@fernleaf/contract/call-addresses/verify-contact.gen';
import { verifiedCode, verifyContact as verifyContactDefinition } from '@fernleaf/contract/contact';
import { initiatePhoneNumberUpdate as initiatePhoneNumberUpdateDefinition } from '@fernleaf/contract/user';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { useContractForm } from '../../../lib/form/use-contract-form';
import { digitCodePhrase } from '../../../lib/format/digit-code';
import { formatPhone, toPhoneInputDigits } from '../../../lib/format/phone';
import { CodeInput } from '../../../ui/code-input';

type Step =
  | { kind: 'phone' }
  | { kind: 'approve-change'; mfaId: string; sentTo: string }
  | { kind: 'code'; sessionId: string; sentTo: string; codeLength: number };

/**
 * Verifies a phone number: save it (with a code to the current number first when one is verified),
 * then type the code sent to it. Calls `onVerified` once the server says code 1.
 */
export function PhoneVerification({
  initialPhone,
  onVerified,
}: {
  initialPhone?: string | undefined;
  onVerified(phone: string): void;
}) {
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  const [sending, setSending] = useState(false);
  const phoneForm = useContractForm({
    schema: initiatePhoneNumberUpdateDefinition.body,
    initialValues: { phoneNumber: initialPhone ?? '' },
  });
  const phone = phoneForm.values.phoneNumber;
  // The same call approves a change with the code sent to the current number.
  const approveForm = useContractForm({
    schema: initiatePhoneNumberUpdateDefinition.body,
    initialValues: { mfaVerification: { mfaVerificationCode: '' } },
    toInput: ({ mfaVerification }) => ({
      phoneNumber: phone,
      mfaVerification: { mfaId: step.kind === 'approve-change' ? step.mfaId : '', ...mfaVerification },
    }),
  });
  const codeLength = step.kind === 'code' ? step.codeLength : 6;
  const codeForm = useContractForm({
    // Every digit the code has, then the contract's own rule.
    schema: verifyContactDefinition.body.extend({
      code: z
        .string()
        .refine((code) => code.length === codeLength, `Enter the ${codeLength}-digit code`)
        .pipe(verifyContactDefinition.body.shape.code),
    }),
    initialValues: { code: '' },
    toInput: ({ code }) => ({ sessionId: step.kind === 'code' ? step.sessionId : '', code }),
  });
  const busy = phoneForm.submitting || approveForm.submitting || codeForm.submitting || sending;

  async function sendCode(phoneNumber: string) {
    const sent = await callApi(startContactVerification, { query: { phoneNumber } });
    codeForm.reset();
    setStep({ kind: 'code', sessionId: sent.sessionId, sentTo: sent.sentTo, codeLength: sent.codeLength });
  }

  async function sendNewCode() {
    setSending(true);
    codeForm.clearErrors();
    try {
      await sendCode(toPhoneInputDigits(phone));
    } catch (error) {
      codeForm.showServerErrors(error);
    } finally {
      setSending(false);
    }
  }

  async function savePhone(body: z.output<typeof initiatePhoneNumberUpdateDefinition.body>) {
    const result = await callApi(initiatePhoneNumberUpdate, { body });
    if (result.status === 'mfaRequired') {
      approveForm.reset();
      setStep({ kind: 'approve-change', mfaId: result.mfaId, sentTo: result.sentTo });
      return;
    }
    if (result.phoneNumber.isVerified) {
      onVerified(result.phoneNumber.number);
      return;
    }
    await sendCode(result.phoneNumber.number);
  }

  const checkCode = codeForm.submit(async (body) => {
    const result = await callApi(verifyContact, { body });
    // Spec section 4: only code 1 is a success; otherwise the description is what the member reads.
    if (result.code === verifiedCode) onVerified(phone);
    else codeForm.setFieldError('code', result.description);
  });

  if (step.kind === 'code') {
    return (
      <form onSubmit={checkCode} noValidate>
        <Stack gap="md">
          <Text>
            We sent {digitCodePhrase(step.codeLength)} by text message to {step.sentTo}. It expires in 10 minutes.
          </Text>
          <CodeInput
            label="Verification code"
            length={step.codeLength}
            value={codeForm.values.code}
            onChange={(code) => codeForm.setFieldValue('code', code)}
            error={codeForm.errorOf('code') ?? codeForm.errorOf('form')}
          />
          <Button type="submit" loading={busy}>
            Verify
          </Button>
          <Button variant="subtle" onClick={() => void sendNewCode()} disabled={busy}>
            Send a new code
          </Button>
          <Button variant="subtle" onClick={() => setStep({ kind: 'phone' })} disabled={busy}>
            Use a different number
          </Button>
        </Stack>
      </form>
    );
  }

  if (step.kind === 'approve-change') {
    return (
      <form onSubmit={approveForm.submit(savePhone)} noValidate>
        <Stack gap="md">
          <Text>
            To keep your account safe, approve this change with the code we sent to your current number {step.sentTo}.
          </Text>
          <CodeInput
            label="Code sent to your current number"
            length={6}
            value={approveForm.values.mfaVerification.mfaVerificationCode}
            onChange={(code) => approveForm.setFieldValue('mfaVerification.mfaVerificationCode', code)}
            error={approveForm.errorOf('mfaVerification.mfaVerificationCode') ?? approveForm.errorOf('form')}
          />
          <Button type="submit" loading={busy}>
            Approve change
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <form onSubmit={phoneForm.submit(savePhone)} noValidate>
      <Stack gap="md">
        {phoneForm.formError && (
          <Alert color="red" role="alert">
            {phoneForm.formError}
          </Alert>
        )}
        <TextInput
          label="Mobile phone number"
          description="US numbers only. We text you a code; message and data rates may apply."
          type="tel"
          autoComplete="tel-national"
          required
          {...phoneForm.getInputProps('phoneNumber')}
          value={formatPhone(phone)}
          onChange={(event) => phoneForm.setFieldValue('phoneNumber', toPhoneInputDigits(event.currentTarget.value))}
        />
        <Button type="submit" loading={busy}>
          Send code
        </Button>
      </Stack>
    </form>
  );
}
