import type { DisbursementMethodOption } from '@fernleaf/contract/cash-advance';
import type { DisbursementMethod } from '@fernleaf/contract/cash-advance-pricing';
import { formatCents } from '@fernleaf/contract/money';
import { Anchor, Badge, Card, Group, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { methodAction } from '../../lib/method-action';
import { arrivalText, methodName } from '../../lib/method-text';

/**
 * The three ways to receive an advance, each with its fee in dollars, when it arrives and where it
 * goes. One that cannot be used yet says why and offers what fixes it (add a card, a photo-ID check,
 * open checking), outside the radio so no control sits inside another.
 */
export function MethodChoice({
  options,
  value,
  onChange,
  destinationId,
  onDestinationChange,
  returnTo,
  identityCheck,
  error,
  destinationError,
  disabled,
}: {
  options: DisbursementMethodOption[];
  value: DisbursementMethod;
  onChange: (method: DisbursementMethod) => void;
  destinationId: string | undefined;
  onDestinationChange: (destinationId: string) => void;
  /** The page an added card or the identity check comes back to. */
  returnTo: string;
  /** What starts the identity check (the route gives it, with the same page to come back to). */
  identityCheck: ReactNode;
  error?: string | undefined;
  destinationError?: string | undefined;
  disabled?: boolean;
}) {
  return (
    <Radio.Group
      label="How you get it"
      value={value}
      onChange={(next) => onChange(next as DisbursementMethod)}
      error={error}
      required
    >
      <Stack gap="sm" mt="xs">
        {options.map((option) => {
          const action = methodAction(option, returnTo);
          const selected = option.method === value;
          return (
            <Card
              key={option.method}
              withBorder
              radius="md"
              padding="md"
              style={selected ? { borderColor: 'var(--mantine-color-fern-6)', borderWidth: 2 } : undefined}
            >
              <Stack gap="xs">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Radio
                    value={option.method}
                    disabled={disabled || !option.available}
                    label={<Text fw={600}>{methodName(option.method)}</Text>}
                    description={arrivalText(option)}
                  />
                  {option.fee === 0 ? (
                    <Badge color="fern" variant="light" size="lg" style={{ flexShrink: 0 }}>
                      Free
                    </Badge>
                  ) : (
                    <Text fw={600} style={{ flexShrink: 0 }} aria-label={`Fee ${formatCents(option.fee)}`}>
                      {formatCents(option.fee)} fee
                    </Text>
                  )}
                </Group>
                {option.available && selected && option.method !== 'INSTANT_CHECKING' && (
                  <Destinations
                    option={option}
                    destinationId={destinationId}
                    onChange={onDestinationChange}
                    error={destinationError}
                    returnTo={returnTo}
                    disabled={disabled}
                  />
                )}
                {!option.available && (
                  <Stack gap={6} pl={32}>
                    {option.unavailableReason && (
                      <Text size="sm" c="dimmed">
                        {option.unavailableReason}
                      </Text>
                    )}
                    {action.kind === 'identity-check' && <div>{identityCheck}</div>}
                    {action.kind === 'add-card' && (
                      <Anchor
                        renderRoot={(props) => <Link {...props} to="/instacash/add-card" search={{ returnTo }} />}
                        size="sm"
                      >
                        Add a debit card
                      </Anchor>
                    )}
                    {action.kind === 'link' && (
                      <Anchor
                        renderRoot={(props) => <Link {...props} to={action.to} search={action.search} />}
                        size="sm"
                      >
                        {action.label}
                      </Anchor>
                    )}
                  </Stack>
                )}
              </Stack>
            </Card>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}

function Destinations({
  option,
  destinationId,
  onChange,
  error,
  returnTo,
  disabled,
}: {
  option: DisbursementMethodOption;
  destinationId: string | undefined;
  onChange: (destinationId: string) => void;
  error: string | undefined;
  returnTo: string;
  disabled: boolean | undefined;
}) {
  const [only] = option.destinations;
  return (
    <Stack gap={6} pl={32}>
      {option.destinations.length > 1 ? (
        <NativeSelect
          label={option.method === 'INSTANT_CARD' ? 'Card' : 'Bank account'}
          value={destinationId ?? ''}
          onChange={(event) => onChange(event.currentTarget.value)}
          data={option.destinations.map((destination) => ({ value: destination.id, label: destination.label }))}
          error={error}
          disabled={disabled}
          maw={360}
        />
      ) : (
        only && (
          <Text size="sm">
            To <strong>{only.label}</strong>
          </Text>
        )
      )}
      {option.method === 'INSTANT_CARD' && (
        <Anchor renderRoot={(props) => <Link {...props} to="/instacash/add-card" search={{ returnTo }} />} size="sm">
          Add another card
        </Anchor>
      )}
      {error && option.destinations.length <= 1 && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
