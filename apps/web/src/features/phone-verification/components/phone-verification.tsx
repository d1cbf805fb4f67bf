import { startContactVerification, verifiedCode, verifyContact } from '@fernleaf/contract/contact';
import { initiatePhoneNumberUpdate } from '@fernleaf/contract/user';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { callApi } from '../../../lib/api-client';
import { type FieldErrors, fieldErrorsFromApi, validateWith } from '../../../lib/form-errors';
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
  const [phone, setPhone] = useState(initialPhone ?? '');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setErrors({});
    try {
      await action();
    } catch (error) {
      setErrors(fieldErrorsFromApi(error));
    } finally {
      setBusy(false);
    }
  }

  const sendCode = (phoneNumber: string) =>
    run(async () => {
      const sent = await callApi(startContactVerification, { query: { phoneNumber } });
      setCode('');
      setStep({ kind: 'code', sessionId: sent.sessionId, sentTo: sent.sentTo, codeLength: sent.codeLength });
    });

  async function savePhone(event: FormEvent, mfa?: { mfaId: string }) {
    event.preventDefault();
    const checked = validateWith(initiatePhoneNumberUpdate.body, {
      phoneNumber: phone,
      ...(mfa ? { mfaVerification: { mfaId: mfa.mfaId, mfaVerificationCode: code } } : {}),
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    await run(async () => {
      const result = await callApi(initiatePhoneNumberUpdate, { body: checked.value });
      if (result.status === 'mfaRequired') {
        setCode('');
        setStep({ kind: 'approve-change', mfaId: result.mfaId, sentTo: result.sentTo });
        return;
      }
      if (result.phoneNumber.isVerified) {
        onVerified(result.phoneNumber.number);
        return;
      }
      setBusy(false);
      await sendCode(result.phoneNumber.number);
    });
  }

  async function checkCode(event: FormEvent) {
    event.preventDefault();
    if (step.kind !== 'code') return;
    if (code.length !== step.codeLength) {
      setErrors({ code: `Enter the ${step.codeLength}-digit code` });
      return;
    }
    await run(async () => {
      const result = await callApi(verifyContact, { body: { sessionId: step.sessionId, code } });
      // Spec section 4: only code 1 is a success; otherwise the description is what the member reads.
      if (result.code === verifiedCode) onVerified(phone);
      else setErrors({ code: result.description });
    });
  }

  if (step.kind === 'code') {
    return (
      <form onSubmit={checkCode} noValidate>
        <Stack gap="md">
          <Text>
            We sent a {step.codeLength}-digit code by text message to {step.sentTo}. It expires in 10 minutes.
          </Text>
          <CodeInput
            label="Verification code"
            length={step.codeLength}
            value={code}
            onChange={setCode}
            error={errors.code ?? errors.form}
          />
          <Button type="submit" loading={busy}>
            Verify
          </Button>
          <Button variant="subtle" onClick={() => void sendCode(toPhoneInputDigits(phone))} disabled={busy}>
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
      <form onSubmit={(event) => void savePhone(event, { mfaId: step.mfaId })} noValidate>
        <Stack gap="md">
          <Text>
            To keep your account safe, approve this change with the code we sent to your current number {step.sentTo}.
          </Text>
          <CodeInput
            label="Code sent to your current number"
            length={6}
            value={code}
            onChange={setCode}
            error={errors['mfaVerification.mfaVerificationCode'] ?? errors.phoneNumber ?? errors.form}
          />
          <Button type="submit" loading={busy}>
            Approve change
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <form onSubmit={(event) => void savePhone(event)} noValidate>
      <Stack gap="md">
        {errors.form && (
          <Alert color="red" role="alert">
            {errors.form}
          </Alert>
        )}
        <TextInput
          label="Mobile phone number"
          description="US numbers only. We text you a code; message and data rates may apply."
          type="tel"
          autoComplete="tel-national"
          value={formatPhone(phone)}
          onChange={(event) => setPhone(toPhoneInputDigits(event.currentTarget.value))}
          error={errors.phoneNumber}
          required
        />
        <Button type="submit" loading={busy}>
          Send code
        </Button>
      </Stack>
    </form>
  );
}
