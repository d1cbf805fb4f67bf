import { createFileRoute } from '@tanstack/react-router';
import { PaymentMethodPrescreen } from '../../features/cash-advance/components/manage/payment-method-prescreen';
import { PageFrame } from '../../features/cash-advance/components/page-frame';

export const Route = createFileRoute('/instacash/manage-payment-method-prescreen')({
  staticData: {
    meta: {
      title: 'Repayment method',
      description: 'Where scheduled repayments are collected from, and what changing it means.',
      owner: 'instacash',
      requiresSignIn: true,
    },
  },
  component: () => (
    <PageFrame title="Change your repayment method" back={{ to: '/instacash', label: 'Cash Advance' }}>
      <PaymentMethodPrescreen />
    </PageFrame>
  ),
});
