import { createFileRoute } from '@tanstack/react-router';
import { repaymentMethodsQueryOptions } from '../../features/cash-advance/api/get-repayment-methods';
import { PaymentMethodChooser } from '../../features/cash-advance/components/manage/payment-method-chooser';
import { PageFrame } from '../../features/cash-advance/components/page-frame';
import { describedPage, memberData } from '../../lib/route-data';

export const Route = createFileRoute('/instacash/manage-payment-method')({
  staticData: {
    meta: {
      title: 'Repayment method',
      owner: 'instacash',
      requiresSignIn: true,
    },
  },
  loader: describedPage(
    'Choose where scheduled repayments are collected from, and manage your debit cards.',
    memberData((data) => data.prefetch(repaymentMethodsQueryOptions())),
  ),
  component: () => (
    <PageFrame title="Repayment method" back={{ to: '/instacash', label: 'Cash Advance' }}>
      <PaymentMethodChooser />
    </PageFrame>
  ),
});
