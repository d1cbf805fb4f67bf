// The banks a member can pick: the most used ones first, then whatever the search finds.
import type { Institution } from '@fernleaf/contract/bank';
import type { BankAggregator, InstitutionPage } from './aggregator.ts';

/** Two rows of four on the bank screen, matching the search page size of spec section 9. */
export const topInstitutionCount = 8;

export async function topInstitutionsFor(
  aggregator: BankAggregator,
  options: { isAkoyaSupported?: boolean } | undefined,
): Promise<{ institutions: Institution[] }> {
  return {
    institutions: await aggregator.topInstitutions({
      limit: topInstitutionCount,
      isAkoyaSupported: options?.isAkoyaSupported,
    }),
  };
}

export function searchInstitutionsFor(
  aggregator: BankAggregator,
  search: { query: string; page: number; size: number; isAkoyaSupported?: boolean },
): Promise<InstitutionPage> {
  return aggregator.searchInstitutions(search);
}
