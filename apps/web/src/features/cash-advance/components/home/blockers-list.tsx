import type { CashAdvanceInfo } from '@fernleaf/contract/cash-advance';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Notice } from '../../../../ui/notice';
import { blockerView } from '../../lib/blockers';

/** Why an advance cannot be taken now, each with the link that fixes it. */
export function BlockersList({ blockers }: { blockers: CashAdvanceInfo['blockers'] }) {
  if (blockers.length === 0) return null;
  return (
    <Notice tone="warning" title={blockers.length === 1 ? 'Before you can take cash' : 'Before you can take cash'}>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {blockers.map(blockerView).map((blocker) => (
          <Stack component="li" gap={2} key={blocker.code}>
            <Text size="sm">{blocker.message}</Text>
            {blocker.action && (
              <Anchor component={Link} to={blocker.action.to} size="sm" fw={600}>
                {blocker.action.label}
              </Anchor>
            )}
          </Stack>
        ))}
      </Stack>
    </Notice>
  );
}
