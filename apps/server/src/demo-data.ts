// The demo data a person can use right after `npm start` (never in production): the demo member,
// a linked sandbox bank with a year of history, an open checking account with a balance, and Cash
// Advance turned on with an advance available. Each
// step does nothing when its data is already there, so every start may run them.
import type { Db } from './db/client.ts';
import { demoMember, seedDemoMember } from './demo-member.ts';
import { findUserByEmail } from './identity/users-repo.ts';
import type { BankAggregator } from './modules/bank/aggregator.ts';
import { seedDemoBankLink } from './modules/bank/demo-bank.ts';
import { seedDemoCashAdvance } from './modules/cash-advance/demo-cash-advance.ts';
import { seedDemoChecking } from './modules/checking/demo-checking.ts';
import { createSandboxAchNetwork } from './sandbox/ach-network/ach-network.ts';
import { createSandboxExternalBank } from './sandbox/bank-aggregators/external-bank.ts';
import { signInAtProvider } from './sandbox/bank-aggregators/provider-service.ts';

export async function seedDemoData(
  db: Db,
  options: { fieldKey: Buffer; aggregator: BankAggregator; brandName: string; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  await seedDemoMember(db, options.fieldKey);
  const member = await findUserByEmail(db, demoMember.email);
  if (!member) throw new Error('the demo member is missing right after seeding');
  const linkedAccountId = await seedDemoBankLink(db, {
    memberId: member.id,
    fieldKey: options.fieldKey,
    aggregator: options.aggregator,
    signIn: signInAtProvider,
    now,
  });
  await seedDemoChecking(db, {
    memberId: member.id,
    fieldKey: options.fieldKey,
    linkedAccountId,
    now,
    brandName: options.brandName,
    // The demo is sandbox data only; its transfers settle through the sandbox's network and banks.
    rails: { achNetwork: createSandboxAchNetwork({ settleSeconds: 30 }), externalBank: createSandboxExternalBank() },
  });
  await seedDemoCashAdvance(db, { memberId: member.id, now });
}
