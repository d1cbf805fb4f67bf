import { Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FailureAlert } from '../../../../ui/failure-alert';
import { Loading } from '../../../../ui/load-states';
import { Notice } from '../../../../ui/notice';
import { useRiskScore } from '../../api/get-risk-score';
import type { QuestionsPath } from './account-disclosures-form';

type CompleteScore = NonNullable<ReturnType<typeof useRiskScore>['data']>;

/**
 * The steps that stand on the member's complete risk score (opening the account, the portfolio): its
 * loading, its failure with a retry, and the way back to the questions while one is unanswered.
 */
export function CompleteRiskScore({
  loading,
  failure,
  incomplete,
  questionsPath = '/onboarding/investment/question-1',
  children,
}: {
  loading: string;
  failure: string;
  /** Why this step needs every answer, in the step's own words. */
  incomplete: string;
  /** The first question of the member's own flow. */
  questionsPath?: QuestionsPath | undefined;
  children: (score: CompleteScore) => ReactNode;
}) {
  const score = useRiskScore();
  if (score.isPending) return <Loading text={loading} />;
  if (score.isError) {
    return (
      <FailureAlert title={failure} actions={[{ label: 'Try again', onClick: () => void score.refetch() }]}>
        Check your connection and try again.
      </FailureAlert>
    );
  }
  if (score.data === null) {
    return (
      <Notice tone="warning" title="Your risk profile is not complete">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{incomplete}</Text>
          <Button component={Link} to={questionsPath} size="xs">
            Answer the questions
          </Button>
        </Stack>
      </Notice>
    );
  }
  return children(score.data);
}
