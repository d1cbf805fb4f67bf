import type { RepaymentMethod } from '@fernleaf/contract/cash-advance-repayment';
import { formatCents } from '@fernleaf/contract/money';
import { Radio, Stack, Text } from '@mantine/core';
import { repaymentMethodLabel, repaymentSourceNames } from '../../lib/repayment-method-label';

/** The ways to pay, each with its label (spec section 9), what kind it is, and what it has available. */
export function SourceChoice({
  label,
  sources,
  value,
  onChange,
  error,
  description,
}: {
  label: string;
  sources: RepaymentMethod[];
  value: string;
  onChange: (id: string) => void;
  error?: string | undefined;
  description?: string;
}) {
  return (
    <Radio.Group label={label} description={description} value={value} onChange={onChange} error={error} required>
      <Stack gap="sm" mt="xs">
        {sources.map((source) => (
          <Radio
            key={source.id}
            value={source.id}
            disabled={!source.usable}
            label={
              <Text component="span" fw={600}>
                {repaymentMethodLabel(source)}
                {source.isDefault ? ' (default)' : ''}
              </Text>
            }
            description={
              source.usable
                ? `${repaymentSourceNames[source.type]}${source.available === null ? '' : `, ${formatCents(source.available)} available`}`
                : (source.unusableReason ?? 'Cannot be used right now')
            }
          />
        ))}
        {sources.length === 0 && <Text c="dimmed">There is nothing to pay from yet.</Text>}
      </Stack>
    </Radio.Group>
  );
}
