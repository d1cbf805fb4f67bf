import type { InvestmentKind } from '@fernleaf/contract/investing';
import { Button, Card, Stack, Text } from '@mantine/core';
import { Loading } from '../../../../ui/load-states';
import { type CheckingForTransfers, checkingAvailableCents, NoChecking } from '../money-actions';
import { MoveMoneyForm } from '../move-money-form';
import { InvestmentAccountStep } from './investment-account-step';

const afterwards: Record<InvestmentKind, string> = {
  MANAGED: 'Money you add is invested in your model while the market is open.',
  SELF_DIRECTED: 'Money you add waits as cash until you choose what to buy.',
};

/**
 * The payment-method step of both investing flows: the account's first money, from checking (the one
 * source the transfer call takes, decision 043). Adding nothing now is a choice, not a failure: the
 * account's page adds money at any time.
 */
export function FundAccountStep({
  kind,
  checking,
  onDone,
  busy,
}: {
  kind: InvestmentKind;
  /** Read by the route: features do not read each other. */
  checking: CheckingForTransfers;
  onDone: () => void;
  busy: boolean;
}) {
  return (
    <InvestmentAccountStep kind={kind}>
      {(account) => (
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Text>
              Your account {account.accountNo} is funded from your checking account. {afterwards[kind]}
            </Text>
            {checking === 'loading' && <Loading text="Loading your checking account…" />}
            {checking === null && (
              <>
                <NoChecking />
                <Button variant="default" onClick={onDone} loading={busy} style={{ alignSelf: 'flex-start' }}>
                  Not now
                </Button>
              </>
            )}
            {checking !== null && checking !== 'loading' && (
              <MoveMoneyForm
                accountId={account.accountId}
                direction="DEPOSIT"
                availableCents={checkingAvailableCents(checking)}
                onMoved={onDone}
                secondary={{ label: 'Not now', onClick: onDone, loading: busy }}
              />
            )}
          </Stack>
        </Card>
      )}
    </InvestmentAccountStep>
  );
}
