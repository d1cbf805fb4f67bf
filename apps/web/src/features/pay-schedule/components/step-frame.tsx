import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { AddFlow } from '../lib/add-flows';
import { type PayScheduleStep, stepBefore, stepToShow } from '../lib/steps';
import { usePayScheduleStore } from '../store';
import { stepRoutes } from './step-routes';

/**
 * The page of one step: a way back, its question as the page heading, and its form. A step opened
 * before the answers it depends on sends the member to the first step still unanswered.
 */
export function StepFrame({
  flow,
  step,
  title,
  description,
  children,
}: {
  flow: AddFlow;
  step: PayScheduleStep;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const answers = usePayScheduleStore((state) => state.answers);
  const target = stepToShow(step, answers);
  if (target !== step) return <Navigate to={stepRoutes[target]} params={{ addFlow: flow }} replace />;
  const back = stepBefore(step, answers);
  return (
    <Stack gap="lg" maw={560} mx="auto">
      {back && (
        <Anchor
          size="sm"
          renderRoot={(props) => <Link {...props} to={stepRoutes[back]} params={{ addFlow: flow }} />}
          style={{ alignSelf: 'flex-start' }}
        >
          Back
        </Anchor>
      )}
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}
