// The sign-in rules of each sandbox provider's own screen. The values are printed on that screen,
// so a person testing the product can link a bank, see MFA, and see a wrong password refused.
import type { ProviderLoginCheck, SandboxCredentials } from '../../modules/bank/aggregator.ts';
import type { BankSource } from './institutions.ts';

interface ProviderRules {
  credentials: SandboxCredentials;
  /** Signs in with the normal password; the provider loses access to it a while after linking. */
  expiringUsername: string;
  /** Sign in with the normal password; their accounts were opened shortly before (SHORT_HISTORY_DAYS). */
  thinUsername: string;
  newUsername: string;
  mfaPrompt: string;
  invalidMessage: string;
  /** How long a link stays PENDING after sign-in, as the provider fetches accounts. */
  completionDelayMs: number;
}

// Each in its provider's manner: Plaid's well-known user_good / pass_good, Finicity's test profiles,
// Akoya's "mikomo" sandbox user. The MFA user signs in with the normal user's password.
const RULES: Record<BankSource, ProviderRules> = {
  PLAID: {
    credentials: { username: 'user_good', password: 'pass_good', mfaUsername: 'user_mfa', mfaCode: '1234' },
    expiringUsername: 'user_expiring',
    thinUsername: 'user_thin',
    newUsername: 'user_new',
    mfaPrompt: 'Enter the verification code we sent to your device.',
    invalidMessage: 'The username or password you entered is incorrect.',
    completionDelayMs: 2000,
  },
  FINICITY: {
    credentials: { username: 'profile_03', password: 'profile_03', mfaUsername: 'profile_mfa', mfaCode: '5678' },
    expiringUsername: 'profile_expiring',
    thinUsername: 'profile_thin',
    newUsername: 'profile_new',
    mfaPrompt: 'Your bank sent a one-time passcode. Enter it to continue.',
    invalidMessage: 'The username or password you entered is incorrect.',
    completionDelayMs: 4000,
  },
  AKOYA: {
    credentials: { username: 'mikomo', password: 'mikomo', mfaUsername: 'mikomo_mfa', mfaCode: '2468' },
    expiringUsername: 'mikomo_expiring',
    thinUsername: 'mikomo_thin',
    newUsername: 'mikomo_new',
    mfaPrompt: 'Enter the security code sent to the phone number on file with your bank.',
    invalidMessage: 'The username or password you entered is incorrect.',
    completionDelayMs: 3000,
  },
};

/**
 * How many days of history the accounts of the short-history logins have, the fetch's own day
 * included: `_thin` too few for a cash advance, `_new` enough only for its trial tier.
 */
export const SHORT_HISTORY_DAYS = { thin: 19, new: 60 } as const;

export function sandboxCredentials(source: BankSource): SandboxCredentials {
  return { ...RULES[source].credentials };
}

/** Usernames are matched trimmed and case-insensitively, as banks do; passwords exactly. */
export function checkProviderLogin(
  source: BankSource,
  { username, password }: { username: string; password: string },
): ProviderLoginCheck {
  const rules = RULES[source];
  const user = username.trim().toLowerCase();
  const passwordMatches = password === rules.credentials.password;
  const normalPasswordUsers = [
    rules.credentials.username.toLowerCase(),
    rules.expiringUsername,
    rules.thinUsername,
    rules.newUsername,
  ];
  if (passwordMatches && normalPasswordUsers.includes(user)) {
    return { outcome: 'SUCCESS' };
  }
  if (passwordMatches && user === rules.credentials.mfaUsername.toLowerCase()) {
    return { outcome: 'MFA_REQUIRED', prompt: rules.mfaPrompt };
  }
  return { outcome: 'INVALID_CREDENTIALS', message: rules.invalidMessage };
}

export function checkProviderMfa(source: BankSource, code: string): boolean {
  return code.trim() === RULES[source].credentials.mfaCode;
}

/** How long the provider keeps reaching an expiring login after its link completes. */
export const expiringLoginAccessMs = 5 * 60 * 1000;

/** Null while the provider keeps access for as long as the member changes nothing at the bank. */
export function accessLostAfterMs(source: BankSource, username: string): number | null {
  return username.trim().toLowerCase() === RULES[source].expiringUsername ? expiringLoginAccessMs : null;
}

export function expiringUsername(source: BankSource): string {
  return RULES[source].expiringUsername;
}

export function shortHistoryUsernames(source: BankSource): { thin: string; new: string } {
  return { thin: RULES[source].thinUsername, new: RULES[source].newUsername };
}

/**
 * The days of history a login's accounts have, when the account was opened shortly before the
 * fetch (a `_thin` or `_new` login of any provider); null for a full year.
 */
export function shortHistoryDaysOf(username: string): number | null {
  const user = username.trim().toLowerCase();
  for (const rules of Object.values(RULES)) {
    if (user === rules.thinUsername) return SHORT_HISTORY_DAYS.thin;
    if (user === rules.newUsername) return SHORT_HISTORY_DAYS.new;
  }
  return null;
}

export function linkCompletionDelayMs(source: BankSource): number {
  return RULES[source].completionDelayMs;
}
