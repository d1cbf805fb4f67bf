import type { InvestmentKind } from '@fernleaf/contract/investing';
import { AccountFrame } from './account-frame';
import { AccountManagement } from './account-management';

/** `/investment/managed/account-management` and `/investment/active/account-management`: the account's details, documents and closing. */
export function AccountManagementPage({ kind }: { kind: InvestmentKind }) {
  return (
    <AccountFrame kind={kind} title="Account management" backToAccount>
      {(account) => <AccountManagement account={account} />}
    </AccountFrame>
  );
}
