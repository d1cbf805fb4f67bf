import { AccountManagement } from '../../components/account-management';
import { ActiveAccountFrame } from './active-account-frame';

/** `/investment/active/account-management`: the self-directed account's details, documents and closing. */
export function ActiveAccountManagementPage() {
  return (
    <ActiveAccountFrame title="Account management" backToAccount>
      {(account) => <AccountManagement account={account} />}
    </ActiveAccountFrame>
  );
}
