import { type MarketplaceStep, stepCopy } from '@fernleaf/contract/marketplace-flows';
import type { MarketplaceVertical } from '@fernleaf/contract/marketplace-verticals';
import { Progress, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { verticalLabels } from '../../lib/labels';

/** The id of a step's h1, which names the step's question for the fields that answer it (`ChoiceCards`). */
export const stepTitleId = 'marketplace-step-title';

/** A flow step's page: where the visitor is, the step's title as the page's one h1, its help under it. */
export function StepFrame({
  vertical,
  step,
  progress,
  children,
}: {
  vertical: MarketplaceVertical;
  step: MarketplaceStep;
  progress: { position: number; total: number } | undefined;
  children: ReactNode;
}) {
  const copy = stepCopy[step];
  return (
    <Stack gap="lg" maw={600} mx="auto" w="100%">
      <Stack gap={6}>
        {progress && (
          <>
            <Text size="sm" c="dimmed">
              {verticalLabels[vertical]} · Step {progress.position} of {progress.total}
            </Text>
            <Progress.Root size="sm">
              <Progress.Section
                value={(progress.position / progress.total) * 100}
                aria-label={`${verticalLabels[vertical]} application: step ${progress.position} of ${progress.total}`}
              />
            </Progress.Root>
          </>
        )}
        <Title id={stepTitleId} order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ textWrap: 'balance' }}>
          {copy.title}
        </Title>
        {copy.help && <Text c="dimmed">{copy.help}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}
