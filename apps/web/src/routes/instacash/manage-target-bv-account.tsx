import { createFileRoute } from '@tanstack/react-router';
import { targetBankAccountQueryOptions } from '../../features/cash-advance/api/get-target-bank-account';
import { TargetAccountChooser } from '../../features/cash-advance/components/manage/target-account-chooser';
import { PageFrame } from '../../features/cash-advance/components/page-frame';
import { describedPage, memberData } from '../../lib/route-data';

export const Route = createFileRoute('/instacash/manage-target-bv-account')({
  staticData: {
    meta: {
      title: 'Bank account',
      owner: 'instacash',
      requiresSignIn: true,
    },
  },
  loader: describedPage(
    'The linked checking account your Cash Advance limit is based on.',
    memberData((data) => data.prefetch(targetBankAccountQueryOptions())),
  ),
  component: () => (
    <PageFrame
      title="Your bank account"
      intro="Your limit is worked out from this account's history."
      back={{ to: '/instacash', label: 'Cash Advance' }}
    >
      <TargetAccountChooser />
    </PageFrame>
  ),
});
