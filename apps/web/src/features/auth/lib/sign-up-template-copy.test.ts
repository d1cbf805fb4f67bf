import { signUpTemplateIds } from '@fernleaf/contract/onboarding-flows';
import { describe, expect, it } from 'vitest';
import { signUpCopyOf } from './sign-up-template-copy';

describe('signUpCopyOf', () => {
  it('gives every sign-up template a heading of its own product', () => {
    expect(signUpCopyOf('signup-roarmoney').heading).toBe('Create your account to open checking');
    expect(signUpCopyOf('signup-loans').heading).toBe('Create your account to look at loans');
    for (const template of signUpTemplateIds) expect(signUpCopyOf(template).heading).toMatch(/^Create your account/);
  });

  it('falls back to the plain heading without a template or with an unknown one', () => {
    expect(signUpCopyOf(undefined)).toEqual({ heading: 'Create your account', intro: null });
    expect(signUpCopyOf('signup-elsewhere')).toEqual({ heading: 'Create your account', intro: null });
  });
});
