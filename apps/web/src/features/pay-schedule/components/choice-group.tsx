import { Fieldset, Radio, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Choice<Value extends string> {
  value: Value;
  label: ReactNode;
  description?: ReactNode;
}

/**
 * One question answered with radio buttons: a fieldset named by its legend, so a screen reader says
 * the question with each choice, and the error under the choices, tied to them as their description.
 */
export function ChoiceGroup<Value extends string>({
  legend,
  description,
  name,
  value,
  onChange,
  choices,
  error,
}: {
  legend: string;
  description?: string;
  name: string;
  value: Value | null;
  onChange: (value: Value) => void;
  choices: readonly Choice<Value>[];
  error: ReactNode;
}) {
  return (
    <Fieldset
      variant="unstyled"
      legend={
        <Text component="span" fw={600}>
          {legend}
        </Text>
      }
    >
      <Radio.Group
        name={name}
        value={value ?? ''}
        onChange={(chosen) => onChange(chosen as Value)}
        description={description}
        error={error}
      >
        <Stack gap="sm" mt="xs">
          {choices.map((choice) => (
            <Radio key={choice.value} value={choice.value} label={choice.label} description={choice.description} />
          ))}
        </Stack>
      </Radio.Group>
    </Fieldset>
  );
}
