// Gives the demo member (outside production) Cash Advance turned on, with an advance available: their
// linked bank underwritten, the agreements signed and the subscription on, through the same services
// a member's own steps use. Does nothing when the member already has a cash-advance account.
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { findCashAdvanceAccount } from './account-repo.ts';
import { subscribe } from './account-service.ts';
import { onboardingAgreements, signOnboardingAgreements } from './agreements-service.ts';
import { underwriteMember } from './eligibility-service.ts';

export async function seedDemoCashAdvance(db: Db, options: { memberId: string; now: Date }): Promise<void> {
  const { memberId, now } = options;
  if (await findCashAdvanceAccount(db, memberId)) return;
  await inTransaction(db, async (tx) => {
    const underwriting = await underwriteMember(tx, memberId, { flow: 'ORGANIC' }, { now, appEnv: 'development' });
    if (underwriting.outcome === 'DENIED') throw new Error('the demo member’s bank history does not qualify');
    const agreements = await onboardingAgreements(
      tx,
      memberId,
      { underwritingTransactionId: underwriting.id, forceRefresh: false },
      now,
    );
    const sign = (documents: { documentId: string }[]) =>
      documents.map(({ documentId }) => ({ documentId, isEsigned: true }));
    await signOnboardingAgreements(
      tx,
      memberId,
      {
        underwritingTransactionId: underwriting.id,
        mandatoryEsignDocuments: sign(agreements.mandatoryEsignDocuments),
        optionalEsignDocuments: sign(agreements.optionalEsignDocuments),
      },
      now,
    );
    await subscribe(tx, memberId, { underwritingTransactionId: underwriting.id }, now);
  });
}
