import { Group, Radio, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

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
 * Radio cards for one question. The question is the page's h1, so the group repeats it for screen
 * readers only; the error under the cards is tied to the group as its description. Takes a contract
 * form's input props: their `data-path` goes on the first card, which a refused answer focuses.
 */
export function ChoiceCards<Value extends string>({
  question,
  options,
  value,
  onChange,
  error,
  'data-path': dataPath,
}: {
  question: string;
  options: readonly ChoiceOption<Value>[];
  value?: Value | '';
  onChange: (value: Value) => void;
  error?: ReactNode;
  'data-path'?: string;
}) {
  return (
    <Radio.Group
      label={<VisuallyHidden>{question}</VisuallyHidden>}
      value={value ?? ''}
      onChange={(chosen) => onChange(chosen as Value)}
      error={error}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {options.map((option, index) => (
          <Radio.Card
            key={option.value}
            value={option.value}
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
    </Radio.Group>
  );
}
