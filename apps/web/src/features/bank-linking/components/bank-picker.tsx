import type { Institution } from '@fernleaf/contract/bank';
import { Stack, Title, type TitleOrder } from '@mantine/core';
import { useId } from 'react';
import { InstitutionSearch } from './institution-search';
import { TopBanksGrid } from './top-banks-grid';

/** Choosing a bank: the search box, and the popular banks until the member searches. */
export function BankPicker({
  onPick,
  akoyaOnly = false,
  headingOrder = 2,
}: {
  onPick(institution: Institution): void;
  akoyaOnly?: boolean;
  headingOrder?: TitleOrder;
}) {
  const popularId = useId();
  return (
    <InstitutionSearch onPick={onPick} akoyaOnly={akoyaOnly}>
      <Stack gap="xs">
        <Title order={headingOrder} fz="h4" id={popularId}>
          Popular banks
        </Title>
        <TopBanksGrid onPick={onPick} akoyaOnly={akoyaOnly} labelId={popularId} />
      </Stack>
    </InstitutionSearch>
  );
}
