// Contract-shaped bank values for tests, with the fields a test cares about passed in.
import type { Institution, LinkedBank, LinkedBankSummary, LinkSession } from '@fernleaf/contract/bank';

export function anInstitution(overrides: Partial<Institution> = {}): Institution {
  return {
    id: 'ins_chase',
    name: 'Chase',
    initials: 'C',
    color: '#0060A9',
    url: 'https://www.chase.com',
    isAkoyaSupported: true,
    source: 'PLAID',
    ...overrides,
  };
}

/** Institutions named "Bank 1" to "Bank n", each with its own id. */
export function numberedInstitutions(count: number, first = 1): Institution[] {
  return Array.from({ length: count }, (_, index) =>
    anInstitution({ id: `ins_bank_${first + index}`, name: `Bank ${first + index}`, initials: `B${first + index}` }),
  );
}

export const linkSessionId = '6f1c1f0e-6a43-4a53-9d56-1f0c2a4f3b10';
export const bankId = '0b9b6f3e-2d6c-4c1e-8a55-7e2f6c0d9a21';

export function aLinkSession(overrides: Partial<LinkSession> = {}): LinkSession {
  const source = overrides.source ?? 'PLAID';
  return {
    linkSessionId,
    source,
    institution: anInstitution({ source }),
    status: 'OPEN',
    expiresAt: '2030-01-01T00:30:00.000Z',
    redirectUrl: source === 'AKOYA' ? `/sandbox/akoya/authorize?state=${linkSessionId}` : null,
    credentials: { username: 'user_good', password: 'pass_good', mfaUsername: 'user_mfa', mfaCode: '1234' },
    ...overrides,
  };
}

export function aLinkedBankSummary(overrides: Partial<LinkedBankSummary> = {}): LinkedBankSummary {
  return { id: bankId, source: 'PLAID', status: 'PENDING', institutionName: 'Chase', ...overrides };
}

export function aLinkedBank(overrides: Partial<LinkedBank> = {}): LinkedBank {
  return {
    id: bankId,
    source: 'PLAID',
    status: 'COMPLETE',
    institution: { id: 'ins_chase', name: 'Chase', initials: 'C', color: '#0060A9', logoUrl: null },
    accounts: [
      {
        id: 'a7e1c7de-3b8f-4c55-9d0a-5a1b2c3d4e5f',
        name: 'Total Checking',
        type: 'CHECKING',
        mask: '6789',
        currentBalance: 123_456,
        availableBalance: 120_001,
        balanceAsOf: '2030-01-01T00:00:00.000Z',
      },
    ],
    linkedAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}
