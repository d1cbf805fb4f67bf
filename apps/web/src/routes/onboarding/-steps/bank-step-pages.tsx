// The bank steps of the flows that read a linked bank (found money, loans): why the product asks,
// then the link itself (bank-linking's flow), and found money's findings from it.
import type { OnboardingFlow } from '@fernleaf/contract/onboarding-flows';
import { Button, Stack, Text } from '@mantine/core';
import { BankLinkFlow } from '../../../features/bank-linking/components/bank-link-flow';
import { BankLinkPreroll, type PrerollReason } from '../../../features/bank-linking/components/bank-link-preroll';
import { FoundMoneyFindings } from '../../../features/found-money/components/found-money-findings';
import { OnboardingStepFrame } from '../../../features/onboarding/components/onboarding-step-frame';

type BankFlow = Extract<OnboardingFlow, 'foundmoney' | 'loans'>;

const reasonsOf: Record<BankFlow, PrerollReason[]> = {
  foundmoney: [
    {
      title: 'We look for money you are losing',
      text: 'Fees your bank charged you and subscriptions that renew every month, from your own transactions.',
    },
  ],
  loans: [
    {
      title: 'Your bank shows your income',
      text: 'Your deposits and balances show what you earn, so you do not have to upload pay stubs.',
    },
    {
      title: 'Where a loan is paid',
      text: 'A loan you take is paid into this account, and you choose whether repayments come from it.',
    },
  ],
};

export function BankPrerollStepPage({ flow }: { flow: BankFlow }) {
  return (
    <OnboardingStepFrame flow={flow} step="bv-preroll">
      {({ completeStep, completing }) => (
        <BankLinkPreroll reasons={reasonsOf[flow]} busy={completing} onContinue={completeStep} />
      )}
    </OnboardingStepFrame>
  );
}

/** The step is done when the server sees a linked bank, so finishing the link is all it asks. */
export function BankLinkingStepPage({ flow }: { flow: BankFlow }) {
  return (
    <OnboardingStepFrame flow={flow} step="bv-linking">
      {({ goToNext, state }) => (
        <Stack gap="lg">
          {state.steps.some((step) => step.id === 'bv-linking' && step.status === 'done') && (
            <Stack gap="xs" align="flex-start">
              <Text>Your bank is linked. Continue with it, or link another one below.</Text>
              <Button variant="light" onClick={() => void goToNext()}>
                Continue
              </Button>
            </Stack>
          )}
          <BankLinkFlow headingOrder={2} returnTo={`/onboarding/${flow}/bv-linking`} onLinked={() => void goToNext()} />
        </Stack>
      )}
    </OnboardingStepFrame>
  );
}

/** Found money's findings, read from the bank linked in the steps before. */
export function FoundMoneyStepPage() {
  return (
    <OnboardingStepFrame
      flow="foundmoney"
      step="offers"
      intro="From the last 90 days of your linked bank: the fees you paid and the bills and subscriptions that repeat."
    >
      {({ completeStep, completing }) => (
        <FoundMoneyFindings headingOrder={2} busy={completing} onContinue={completeStep} />
      )}
    </OnboardingStepFrame>
  );
}
