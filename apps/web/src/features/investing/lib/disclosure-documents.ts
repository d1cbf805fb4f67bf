// The disclosures an account of each kind needs, as the agreements list shows them: the contract's ids
// (which are also their docIds in the legal dialog) with a name that reads after "I have read and
// accept the". The contract's own names are the documents' titles.
import { type InvestmentDisclosure, type InvestmentKind, requiredDisclosures } from '@fernleaf/contract/investing';
import type { AgreementDocument } from '../../../ui/agreements-list';

const listNames: Record<InvestmentDisclosure, string> = {
  RELATIONSHIP_SUMMARY: 'Client Relationship Summary (Form CRS)',
  ADVISORY_BROCHURE: 'Investment Advisory Brochure (Form ADV Part 2A)',
  NOT_FDIC_INSURED: 'notice that investments are not FDIC insured and may lose value',
  SIPC_NOTICE: 'SIPC Protection Notice',
};

/** The documents a kind needs before opening: the advisory brochure only for the managed account. */
export function accountDisclosures(kind: InvestmentKind): AgreementDocument[] {
  return requiredDisclosures(kind).map((id) => ({ documentId: id, name: listNames[id], isEsigned: false }));
}
