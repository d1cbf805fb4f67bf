import { Box, Group, Radio, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import type { Ref } from 'react';

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

/** Focuses the first card of a group, for a refused answer. */
export function focusFirstCard(group: HTMLElement | null): void {
  group?.querySelector<HTMLElement>('[role="radio"]')?.focus();
}

/**
 * Radio cards for one question. The question is the page's h1, so the group repeats it for screen
 * readers only; the error under the cards is tied to the group as its description.
 */
export function ChoiceCards<Value extends string>({
  question,
  options,
  value,
  onChange,
  error,
  groupRef,
}: {
  question: string;
  options: readonly ChoiceOption<Value>[];
  value: Value | undefined;
  onChange: (value: Value) => void;
  error: string | undefined;
  groupRef?: Ref<HTMLDivElement>;
}) {
  return (
    <Box ref={groupRef}>
      <Radio.Group
        label={<VisuallyHidden>{question}</VisuallyHidden>}
        value={value ?? ''}
        onChange={(chosen) => onChange(chosen as Value)}
        error={error}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {options.map((option) => (
            <Radio.Card key={option.value} value={option.value} radius="md" p="md">
              <Group wrap="nowrap" gap="sm">
                <Radio.Indicator />
                <Text fw={500}>{option.label}</Text>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
    </Box>
  );
}
