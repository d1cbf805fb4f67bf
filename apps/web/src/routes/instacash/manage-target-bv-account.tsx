import { createFileRoute } from '@tanstack/react-router';
import { TargetAccountChooser } from '../../features/cash-advance/components/manage/target-account-chooser';
import { PageFrame } from '../../features/cash-advance/components/page-frame';

export const Route = createFileRoute('/instacash/manage-target-bv-account')({
  staticData: {
    meta: {
      title: 'Bank account',
      description: 'The linked checking account your Cash Advance limit is based on.',
      owner: 'instacash',
      requiresSignIn: true,
    },
  },
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
