import type { MarketplaceVertical } from '@fernleaf/contract/marketplace-verticals';
import { List, Text } from '@mantine/core';
import { Notice } from '../../../../ui/notice';
import type { AnswerProblem } from '../../lib/application-body';
import { StepLink } from './step-link';

/** Answers the application cannot go with, each a link to the step that fixes it. */
export function AnswerProblems({
  vertical,
  problems,
  failure,
}: {
  vertical: MarketplaceVertical;
  problems: AnswerProblem[];
  failure: string | undefined;
}) {
  if (problems.length === 0 && !failure) return null;
  return (
    <Notice
      tone="error"
      title={problems.length > 0 ? 'Some answers need another look' : 'We could not send your answers'}
    >
      {problems.length > 0 ? (
        <List size="sm" spacing={4}>
          {problems.map((problem) => (
            <List.Item key={problem.step}>
              <StepLink vertical={vertical} step={problem.step} change size="sm">
                {problem.message}
              </StepLink>
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">{failure}</Text>
      )}
    </Notice>
  );
}
