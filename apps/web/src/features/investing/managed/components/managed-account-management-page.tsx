import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AccountManagement } from '../../components/account-management';
import { ManagedAccountFrame } from './managed-account-frame';

/** `/investment/managed/account-management`: the managed account's details, documents and closing. */
export function ManagedAccountManagementPage() {
  return (
    <ManagedAccountFrame
      title="Account management"
      above={
        <Anchor component={Link} to="/investment/managed" size="sm">
          Managed investing
        </Anchor>
      }
    >
      {(account) => <AccountManagement account={account} />}
    </ManagedAccountFrame>
  );
}
