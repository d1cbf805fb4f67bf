import type { PlusAccount } from '@fernleaf/contract/investing';
import type { ManagedPortfolioView } from '@fernleaf/contract/investing-managed-portfolio';
import { riskQuestions, riskToleranceNames } from '@fernleaf/contract/investing-risk';
import { Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { FailureAlert } from '../../../../ui/failure-alert';
import { Loading } from '../../../../ui/load-states';
import { sendAdoptRiskProfile } from '../../api/adopt-risk-profile';
import { investingQueryKeys } from '../../api/investing-query-keys';
import { RiskQuestionStep } from '../../components/onboarding/risk-question-step';
import { ManagedPortfolioFrame } from './managed-portfolio-frame';

const questionCount = riskQuestions.length;

/**
 * `/investment/managed/preferences-questions`: the four risk questions again, each saved as in
 * onboarding (the same step and store); after the last, the account takes the new score and its
 * model, and the member lands on the preferences that show it.
 */
export function PreferencesQuestionsPage() {
  return (
    <ManagedPortfolioFrame
      title="Answer the questions again"
      back={{ to: '/investment/managed/preferences', label: 'Risk profile and themes' }}
    >
      {(account, portfolio) => <Questions account={account} portfolio={portfolio} />}
    </ManagedPortfolioFrame>
  );
}

function Questions({ account, portfolio }: { account: PlusAccount; portfolio: ManagedPortfolioView }) {
  const [index, setIndex] = useState(0);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const adopt = useMutation({
    mutationFn: () => sendAdoptRiskProfile(account.accountId),
    onSuccess: async () => {
      // The score, the plus accounts and the portfolio all changed.
      await queryClient.invalidateQueries({ queryKey: investingQueryKeys.all });
      await navigate({ to: '/investment/managed/preferences' });
    },
  });

  if (adopt.isPending || adopt.isSuccess) return <Loading text="Updating your portfolio…" />;
  if (adopt.isError) {
    const error = adopt.error;
    return (
      <FailureAlert
        title="We could not update your portfolio"
        actions={[{ label: 'Try again', onClick: () => adopt.mutate() }]}
      >
        {error instanceof ApiError ? error.description : 'Check your connection and try again.'}
      </FailureAlert>
    );
  }
  const step = `question-${index + 1}`;
  return (
    <Stack gap="md">
      <Text>
        Your account invests in the {riskToleranceNames[portfolio.modelPortfolio].toLowerCase()} model. When your
        answers give another risk level, the account moves to that level's model at the next trading session, and each
        trade says why.
      </Text>
      <Text fw={700} aria-live="polite">
        Question {index + 1} of {questionCount}
      </Text>
      <RiskQuestionStep
        key={step}
        step={step}
        onSaved={() => (index + 1 < questionCount ? setIndex(index + 1) : adopt.mutate())}
      />
    </Stack>
  );
}
