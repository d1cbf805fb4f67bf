import { List, Text } from '@mantine/core';
import { StepForm } from '../flow/step-form';
import type { StepProps } from './step-props';

/** What the flow asks and what it costs the visitor: nothing, and no mark on their credit. */
export function GetStartedStep({ complete, back }: StepProps) {
  return (
    <StepForm label="Get started" onSubmit={() => complete({})} back={back} submitLabel="Get started">
      <List spacing="xs">
        <List.Item>How much you want to borrow and why</List.Item>
        <List.Item>Your contact details, income and employment</List.Item>
        <List.Item>Your Social Security number, to match you with lenders</List.Item>
      </List>
      <Text size="sm" c="dimmed">
        It takes about five minutes. Seeing your offers is a soft inquiry: it does not affect your credit score. Each
        lender decides whether to approve you after you choose its offer.
      </Text>
    </StepForm>
  );
}
