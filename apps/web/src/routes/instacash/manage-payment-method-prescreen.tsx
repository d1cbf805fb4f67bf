import { createFileRoute } from '@tanstack/react-router';
import { cashAdvanceInfoQueryOptions } from '../../features/cash-advance/api/get-cash-advance-info';
import { repaymentMethodsQueryOptions } from '../../features/cash-advance/api/get-repayment-methods';
import { PaymentMethodPrescreen } from '../../features/cash-advance/components/manage/payment-method-prescreen';
import { PageFrame } from '../../features/cash-advance/components/page-frame';
import { describedPage, memberData } from '../../lib/route-data';

export const Route = createFileRoute('/instacash/manage-payment-method-prescreen')({
  staticData: {
    meta: {
      title: 'Repayment method',
      owner: 'instacash',
      requiresSignIn: true,
    },
  },
  loader: describedPage(
    'Where scheduled repayments are collected from, and what changing it means.',
    memberData((data) => data.prefetch(cashAdvanceInfoQueryOptions(), repaymentMethodsQueryOptions())),
  ),
  component: () => (
    <PageFrame title="Change your repayment method" back={{ to: '/instacash', label: 'Cash Advance' }}>
      <PaymentMethodPrescreen />
    </PageFrame>
  ),
});
