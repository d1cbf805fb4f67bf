import { Card, Group, Stack, Text } from '@mantine/core';
import { summaryRows } from '../../lib/answer-summary';
import { AnswerProblems } from '../flow/answer-problems';
import { StepForm } from '../flow/step-form';
import { StepLink } from '../flow/step-link';
import { useApplicationSubmit } from '../flow/use-application-submit';
import type { StepProps } from './step-props';

/** Every answer the application carries, each with a way back to its step, then Submit. */
export function ConfirmationStep({ vertical, answers, origin, back }: StepProps) {
  const { submit, submitting, problems, failure } = useApplicationSubmit(vertical);
  const rows = summaryRows(vertical, answers);

  return (
    <StepForm
      label="Your answers"
      onSubmit={() => void submit(origin, answers)}
      back={back}
      busy={submitting}
      submitLabel="Submit"
    >
      <Stack gap="md">
        <Card withBorder radius="lg" padding="lg">
          <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
            {rows.map((row) => (
              <Group component="li" key={row.step} justify="space-between" align="flex-start" wrap="nowrap" gap="md">
                <Stack gap={2} miw={0}>
                  <Text fw={700} size="sm">
                    {row.label}
                  </Text>
                  <Text c={row.value === null ? 'red.9' : undefined} style={{ overflowWrap: 'anywhere' }}>
                    {row.value ?? 'Not answered'}
                  </Text>
                </Stack>
                <StepLink
                  vertical={vertical}
                  step={row.step}
                  change
                  size="sm"
                  aria-label={`Change ${row.label.toLowerCase()}`}
                  style={{ flexShrink: 0 }}
                >
                  Change
                </StepLink>
              </Group>
            ))}
          </Stack>
        </Card>
        <Text size="sm" c="dimmed">
          Submitting shares these answers with the partners whose offers match them. Checking your offers is a soft
          inquiry: it does not affect your credit score.
        </Text>
        <AnswerProblems vertical={vertical} problems={problems} failure={failure} />
      </Stack>
    </StepForm>
  );
}
