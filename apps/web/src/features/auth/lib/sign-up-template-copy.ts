// The sign-up page's words for each sign-up template (one per product's sign-up page), so a member
// who came to open checking reads about checking. Promises are left to the product's own pages.
import { isSignUpTemplateId, type SignUpTemplateId } from '@fernleaf/contract/onboarding-flows';

export interface SignUpCopy {
  heading: string;
  intro: string | null;
}

const cashAdvance: SignUpCopy = {
  heading: 'Create your account to get a cash advance',
  intro: 'Then see how much you qualify for, and the full cost, before you accept anything.',
};

const copyOf: Record<SignUpTemplateId, SignUpCopy> = {
  'signup-cbplus': {
    heading: 'Create your account to start building credit',
    intro: 'Then confirm who you are and link your bank.',
  },
  'signup-crypto': {
    heading: 'Create your account to buy crypto',
    intro: 'Then confirm who you are and open the checking account crypto is bought from.',
  },
  'signup-instacash': cashAdvance,
  'signup-instacash-engine': cashAdvance,
  'signup-googleic-2025v2': cashAdvance,
  'signup-investment': {
    heading: 'Create your account to start investing',
    intro: 'Then confirm who you are and answer a few questions about your goals.',
  },
  'signup-roarmoney': {
    heading: 'Create your account to open checking',
    intro: 'No monthly fee, no minimum balance, no overdraft fee.',
  },
  'signup-wow': { heading: 'Create your account', intro: null },
  'signup-foundmoney': {
    heading: 'Create your account to find money you are losing',
    intro: 'Then link your bank: we look for fees and repeating charges in its last 90 days.',
  },
  'signup-loans': {
    heading: 'Create your account to look at loans',
    intro: 'Then link your bank and tell us how you earn, once.',
  },
};

export function signUpCopyOf(template: string | undefined): SignUpCopy {
  return isSignUpTemplateId(template) ? copyOf[template] : { heading: 'Create your account', intro: null };
}
