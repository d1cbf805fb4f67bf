// The identity steps, composed from the features that own each piece: the date of birth and SSN
// (onboarding), the address (address) and the phone (phone-verification). One page serves the generic
// flow and every product's copy under /onboarding/{product}/.
import type { OnboardingFlow } from '@fernleaf/contract/onboarding-flows';
import { Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useLeadPrefill } from '../../../features/affiliate/api/use-lead-prefill';
import { useAffiliateStore } from '../../../features/affiliate/store';
import { piiQueryOptions } from '../../../features/onboarding/api/identity-verification';
import { DateOfBirthForm } from '../../../features/onboarding/components/date-of-birth-form';
import { KbaForm } from '../../../features/onboarding/components/kba-form';
import { OnboardingStepFrame, type StepControls } from '../../../features/onboarding/components/onboarding-step-frame';
import { SsnForm } from '../../../features/onboarding/components/ssn-form';
import { PhoneVerification } from '../../../features/phone-verification/components/phone-verification';
import { AddressForm } from '../../../ui/address/address-form';

const intros: Record<string, string> = {
  'dob-and-address': 'We need your date of birth and the address where you live. PO boxes are not accepted.',
  address: 'The address where you live. PO boxes are not accepted.',
  'phone-number': 'We text a code to confirm this number is yours.',
  'dob-and-phone-number': 'Your date of birth, and a mobile number we text a code to.',
  'personal-details': 'Your date of birth, and a mobile number we text a code to.',
  'ssn-and-verification': 'Your Social Security number confirms who you are.',
  'address-ssn-and-verification': 'Where you live, and your Social Security number to confirm who you are.',
  kba: 'We could not confirm your identity from records alone. Answer these questions about your history.',
};

const ssnSteps = new Set(['ssn-and-verification', 'address-ssn-and-verification']);

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={2} fz="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function StepBody({ step, controls }: { step: string; controls: StepControls }) {
  const pii = useQuery(piiQueryOptions());
  // A member who came from a partner's offer starts from the address the partner sent.
  const lead = useLeadPrefill();
  // The partner's lead answers only once the member verified the lead's phone, so that phone comes first.
  const affiliatePhone = useAffiliateStore((store) => store.details?.phone);
  const queryClient = useQueryClient();
  const { goToNext, state } = controls;
  // Once the SSN passed (Back, another tab) its form is never shown again: the member moves on.
  if (ssnSteps.has(step) && (state.identityStatus === 'VERIFIED' || state.identityStatus === 'KBA_REQUIRED')) {
    return <Navigate to={state.nextStep?.path ?? state.landing} replace />;
  }
  if (pii.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Loading what you already gave us…</Text>
      </Group>
    );
  }
  const facts = pii.data;
  const refreshThen = (next: () => void) => async () => {
    await queryClient.invalidateQueries({ queryKey: piiQueryOptions().queryKey });
    next();
  };
  const needsDob = !facts?.dateOfBirth;
  const needsAddress = !facts?.address;
  const needsPhone = !facts?.phoneNumber?.isVerified;
  // After the date of birth, the same page asks what is still missing, or moves on when nothing is.
  const dob = (stillNeeded: boolean) => (
    <DateOfBirthForm onSaved={refreshThen(() => (stillNeeded ? undefined : void goToNext()))} />
  );
  const address = (then: () => void) =>
    lead.status === 'loading' ? (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Loading the address you gave our partner…</Text>
      </Group>
    ) : (
      <Stack gap="xs">
        {lead.address && (
          <Text size="sm">We filled in the address you gave our partner. Check it before you save.</Text>
        )}
        <AddressForm label="Home address" initialValues={lead.address} onSaved={refreshThen(then)} />
      </Stack>
    );
  const phone = (
    <PhoneVerification
      initialPhone={facts?.phoneNumber?.number ?? affiliatePhone ?? undefined}
      onVerified={() => void refreshThen(goToNext)()}
    />
  );
  const ssn = <SsnForm attemptsLeft={state.ssnAttemptsLeft} onPassed={() => void goToNext()} />;
  const knownDob = <Text>Date of birth: {facts?.dateOfBirth}</Text>;

  switch (step) {
    case 'dob-and-address':
    case 'address':
      return needsDob ? (
        <Part title="Date of birth">{dob(needsAddress)}</Part>
      ) : (
        <Stack gap="lg">
          {knownDob}
          <Divider />
          {/* On the address-only step the page heading already says it. */}
          {step === 'address' ? (
            address(() => void goToNext())
          ) : (
            <Part title="Home address">{address(() => void goToNext())}</Part>
          )}
        </Stack>
      );
    case 'phone-number':
      return phone;
    case 'dob-and-phone-number':
    case 'personal-details':
      return needsDob ? (
        <Part title="Date of birth">{dob(needsPhone)}</Part>
      ) : (
        <Stack gap="lg">
          {knownDob}
          <Part title="Mobile number">{phone}</Part>
        </Stack>
      );
    case 'ssn-and-verification':
      return ssn;
    case 'address-ssn-and-verification':
      return needsAddress ? (
        <Part title="Home address">{address(() => undefined)}</Part>
      ) : (
        <Part title="Social Security number">{ssn}</Part>
      );
    case 'kba':
      return <KbaForm onPassed={() => void goToNext()} />;
    default:
      return null;
  }
}

export function IdentityStepPage({ flow, step }: { flow: OnboardingFlow; step: string }) {
  return (
    <OnboardingStepFrame flow={flow} step={step} intro={intros[step]}>
      {(controls) => <StepBody step={step} controls={controls} />}
    </OnboardingStepFrame>
  );
}
