import { Group, Input, Radio, SimpleGrid, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { stepTitleId } from '../flow/step-frame';

export interface ChoiceOption<Value extends string> {
  value: Value;
  label: string;
}

/** The options of a label map, in the order of its codes. */
export function optionsOf<Value extends string>(
  codes: readonly Value[],
  labels: Record<Value, string>,
): ChoiceOption<Value>[] {
  return codes.map((value) => ({ value, label: labels[value] }));
}

/**
 * Radio cards for one question. The question is the page's h1 (`StepFrame`), so the group is named by
 * it (`aria-labelledby`) rather than repeating it in a hidden label: a screen reader finds the question
 * once. Mantine's `Radio.Group` names its radiogroup only by a label of its own, so the group is ours,
 * and the cards take their name (arrow keys move between them) and checked state from it. The error
 * under the cards is tied to the group as its description. Takes a contract form's input props: their
 * `data-path` goes on the first card, which a refused answer focuses.
 */
export function ChoiceCards<Value extends string>({
  options,
  value,
  onChange,
  error,
  'data-path': dataPath,
}: {
  options: readonly ChoiceOption<Value>[];
  value?: Value | '';
  onChange: (value: Value) => void;
  error?: ReactNode;
  'data-path'?: string;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <Input.Wrapper error={error} errorProps={{ id: errorId }}>
      <div role="radiogroup" aria-labelledby={stepTitleId} aria-describedby={error ? errorId : undefined}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {options.map((option, index) => (
            <Radio.Card
              key={option.value}
              value={option.value}
              name={name}
              checked={value === option.value}
              onClick={() => onChange(option.value)}
              radius="md"
              p="md"
              data-path={index === 0 ? dataPath : undefined}
            >
              <Group wrap="nowrap" gap="sm">
                <Radio.Indicator />
                <Text fw={500}>{option.label}</Text>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </div>
    </Input.Wrapper>
  );
}
