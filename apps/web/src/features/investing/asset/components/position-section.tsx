import { formatMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import type { CallResponse } from '@fernleaf/contract/define-call';
import type { getInvestmentPositions } from '@fernleaf/contract/investing-money';
import { formatCents } from '@fernleaf/contract/money';
import { Card, Stack, Text, Title } from '@mantine/core';
import { sharesInWords } from '../../lib/share-quantity';
import { changeColor } from '../../market/lib/price-change';
import { Figures } from './figures';

type Position = CallResponse<typeof getInvestmentPositions>['positions'][number];

const signed = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : formatCents(cents));

/**
 * The member's position in the asset: shares, value and gains, then its open tax lots oldest first
 * (the order a sale takes them: first in, first out) and past sales with the lots each took.
 */
export function PositionSection({ symbol, position }: { symbol: string; position: Position | undefined }) {
  return (
    <Card component="section" aria-labelledby="position-heading" withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Title order={2} fz="h3" id="position-heading">
          Your position
        </Title>
        {!position || (position.quantityMicros === 0 && position.sales.length === 0) ? (
          <Text size="sm">You hold no {symbol} shares.</Text>
        ) : (
          <>
            <Figures
              cols={3}
              testId="position-figures"
              figures={[
                { label: 'Shares', value: sharesInWords(position.quantityMicros) },
                { label: 'Market value', value: formatCents(position.marketValueCents) },
                { label: 'Cost', value: formatCents(position.costCents) },
                {
                  label: 'Unrealised gain',
                  value: signed(position.unrealisedCents),
                  color: changeColor(position.unrealisedCents),
                },
                {
                  label: 'Realised gain',
                  value: signed(position.realisedCents),
                  color: changeColor(position.realisedCents),
                },
              ]}
            />
            <Stack gap="xs">
              <Title order={3} fz="md">
                Tax lots (first in, first out)
              </Title>
              {position.lots.length === 0 ? (
                <Text size="sm">No open lots: every share bought has been sold.</Text>
              ) : (
                <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} data-testid="position-lots">
                  {position.lots.map((lot) => (
                    <Card component="li" key={lot.orderId} withBorder radius="md" padding="sm">
                      <Figures
                        cols={4}
                        figures={[
                          { label: 'Bought', value: formatMonthDayYear(lot.acquiredOn) },
                          { label: 'Shares', value: sharesInWords(lot.quantityMicros) },
                          { label: 'Cost', value: formatCents(lot.costCents) },
                          {
                            label: 'Unrealised gain',
                            value: signed(lot.unrealisedCents),
                            color: changeColor(lot.unrealisedCents),
                          },
                        ]}
                      />
                    </Card>
                  ))}
                </Stack>
              )}
            </Stack>
            {position.sales.length > 0 && (
              <Stack gap="xs">
                <Title order={3} fz="md">
                  Sales
                </Title>
                <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} data-testid="position-sales">
                  {position.sales.map((sale) => (
                    <Card component="li" key={sale.orderId} withBorder radius="md" padding="sm">
                      <Stack gap={6}>
                        <Figures
                          cols={4}
                          figures={[
                            { label: 'Sold', value: formatMonthDayYear(sale.soldOn) },
                            { label: 'Shares', value: sharesInWords(sale.quantityMicros) },
                            { label: 'Proceeds', value: formatCents(sale.proceedsCents) },
                            {
                              label: 'Realised gain',
                              value: signed(sale.realisedCents),
                              color: changeColor(sale.realisedCents),
                            },
                          ]}
                        />
                        <Text size="xs" c="dimmed">
                          From lots bought{' '}
                          {sale.lots
                            .map(
                              (lot) => `${formatMonthDayYear(lot.acquiredOn)} (${sharesInWords(lot.quantityMicros)})`,
                            )
                            .join(', ')}
                          .
                        </Text>
                      </Stack>
                    </Card>
                  ))}
                </Stack>
              </Stack>
            )}
            <Text size="xs" c="dimmed">
              Values at simulated prices. Gains are estimates, not tax advice.
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
