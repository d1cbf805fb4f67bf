// The institutions the sandbox aggregators can link: real US banks and credit unions (their names
// are facts), with the badge the product shows instead of a logo and the providers that reach them.
import type { BankSource as ContractBankSource } from '@fernleaf/contract/bank';

/** The contract's list, 'PLAID' | 'FINICITY' | 'AKOYA'; aliased so the sandbox cannot drift from it. */
export type BankSource = ContractBankSource;

export interface Institution {
  id: string;
  name: string;
  initials: string;
  /** CSS hex colour for the initials badge, with white text at >= 4.5:1 contrast */
  color: string;
  url: string;
  isAkoyaSupported: boolean;
  /** providers that can link it, first = preferred */
  sources: BankSource[];
  /** 1 = most popular */
  rank: number;
}

// Banks with their own data-access API are reached through Akoya first (no screen scraping), with
// the other two as fallbacks; Finicity leads for credit unions, Plaid for everyone else.
const AKOYA_FIRST: BankSource[] = ['AKOYA', 'PLAID', 'FINICITY'];
const PLAID_FIRST: BankSource[] = ['PLAID', 'FINICITY'];
const FINICITY_FIRST: BankSource[] = ['FINICITY', 'PLAID'];
const PLAID_ONLY: BankSource[] = ['PLAID'];

// Listed by rank. Colours are darkened brand colours where the brand's own fails 4.5:1 on white text.
const INSTITUTIONS: readonly Institution[] = [
  bank('ins_chase', 'Chase', 'C', '#0060A9', 'https://www.chase.com', AKOYA_FIRST),
  bank('ins_bank_of_america', 'Bank of America', 'BA', '#012169', 'https://www.bankofamerica.com', AKOYA_FIRST),
  bank('ins_wells_fargo', 'Wells Fargo', 'WF', '#D71E28', 'https://www.wellsfargo.com', AKOYA_FIRST),
  bank('ins_citibank', 'Citibank', 'CI', '#056DAE', 'https://www.citi.com', AKOYA_FIRST),
  bank('ins_capital_one', 'Capital One', 'CO', '#004977', 'https://www.capitalone.com', AKOYA_FIRST),
  bank('ins_us_bank', 'U.S. Bank', 'USB', '#0C2074', 'https://www.usbank.com', AKOYA_FIRST),
  bank('ins_pnc', 'PNC Bank', 'PNC', '#C2410C', 'https://www.pnc.com', AKOYA_FIRST),
  bank('ins_truist', 'Truist', 'T', '#2E1A47', 'https://www.truist.com', AKOYA_FIRST),
  bank('ins_td_bank', 'TD Bank', 'TD', '#1A7A32', 'https://www.td.com/us', AKOYA_FIRST),
  bank(
    'ins_navy_federal',
    'Navy Federal Credit Union',
    'NFC',
    '#003366',
    'https://www.navyfederal.org',
    FINICITY_FIRST,
  ),
  bank('ins_usaa', 'USAA', 'U', '#12395B', 'https://www.usaa.com', PLAID_FIRST),
  bank('ins_ally', 'Ally Bank', 'A', '#650360', 'https://www.ally.com', PLAID_FIRST),
  bank('ins_american_express', 'American Express', 'AE', '#006FCF', 'https://www.americanexpress.com', AKOYA_FIRST),
  bank('ins_discover', 'Discover Bank', 'D', '#B34700', 'https://www.discover.com', PLAID_FIRST),
  bank('ins_charles_schwab', 'Charles Schwab', 'CS', '#0071AD', 'https://www.schwab.com', AKOYA_FIRST),
  bank('ins_fidelity', 'Fidelity Investments', 'F', '#2D6E1F', 'https://www.fidelity.com', AKOYA_FIRST),
  bank('ins_fifth_third', 'Fifth Third Bank', 'FTB', '#1B5E20', 'https://www.53.com', PLAID_FIRST),
  bank('ins_citizens', 'Citizens Bank', 'CB', '#00805A', 'https://www.citizensbank.com', PLAID_FIRST),
  bank('ins_regions', 'Regions Bank', 'R', '#4F7B27', 'https://www.regions.com', PLAID_FIRST),
  bank('ins_keybank', 'KeyBank', 'K', '#CC0000', 'https://www.key.com', PLAID_FIRST),
  bank('ins_huntington', 'Huntington Bank', 'H', '#2E7D32', 'https://www.huntington.com', PLAID_FIRST),
  bank('ins_mt_bank', 'M&T Bank', 'MT', '#00684A', 'https://www.mtb.com', PLAID_FIRST),
  bank('ins_santander', 'Santander Bank', 'S', '#C00000', 'https://www.santanderbank.com', PLAID_FIRST),
  bank('ins_bmo', 'BMO', 'BMO', '#0075BE', 'https://www.bmo.com/en-us', PLAID_FIRST),
  bank('ins_marcus', 'Marcus by Goldman Sachs', 'M', '#1F2937', 'https://www.marcus.com', PLAID_ONLY),
  bank('ins_synchrony', 'Synchrony Bank', 'SY', '#0F6E6E', 'https://www.synchrony.com', PLAID_ONLY),
  bank('ins_first_citizens', 'First Citizens Bank', 'FC', '#00563F', 'https://www.firstcitizens.com', PLAID_FIRST),
  bank('ins_penfed', 'PenFed Credit Union', 'PF', '#003A70', 'https://www.penfed.org', FINICITY_FIRST),
  bank('ins_comerica', 'Comerica Bank', 'CM', '#00629B', 'https://www.comerica.com', PLAID_FIRST),
  bank('ins_becu', 'BECU', 'B', '#5B2C83', 'https://www.becu.org', FINICITY_FIRST),
  bank(
    'ins_schoolsfirst',
    'SchoolsFirst Federal Credit Union',
    'SF',
    '#003B5C',
    'https://www.schoolsfirstfcu.org',
    FINICITY_FIRST,
  ),
  bank('ins_zions', 'Zions Bank', 'Z', '#6B1F7C', 'https://www.zionsbank.com', PLAID_FIRST),
  bank('ins_first_horizon', 'First Horizon Bank', 'FH', '#007A78', 'https://www.firsthorizon.com', PLAID_FIRST),
  bank('ins_secu', "State Employees' Credit Union", 'SE', '#00338D', 'https://www.ncsecu.org', FINICITY_FIRST),
  bank('ins_frost', 'Frost Bank', 'FR', '#7A1F3D', 'https://www.frostbank.com', PLAID_FIRST),
  bank('ins_alliant', 'Alliant Credit Union', 'AL', '#0D3B66', 'https://www.alliantcreditunion.org', FINICITY_FIRST),
  bank('ins_golden_1', 'Golden 1 Credit Union', 'G', '#8A4B00', 'https://www.golden1.com', FINICITY_FIRST),
  bank(
    'ins_america_first',
    'America First Credit Union',
    'AF',
    '#006341',
    'https://www.americafirst.com',
    FINICITY_FIRST,
  ),
  bank('ins_webster', 'Webster Bank', 'W', '#0057B8', 'https://www.websterbank.com', PLAID_FIRST),
  bank('ins_associated', 'Associated Bank', 'AB', '#7B2D26', 'https://www.associatedbank.com', PLAID_FIRST),
  bank('ins_axos', 'Axos Bank', 'AX', '#005DAA', 'https://www.axosbank.com', PLAID_ONLY),
  bank('ins_synovus', 'Synovus Bank', 'SN', '#4B286D', 'https://www.synovus.com', PLAID_FIRST),
].map((institution, index) => Object.freeze({ ...institution, rank: index + 1 }));

function bank(
  id: string,
  name: string,
  initials: string,
  color: string,
  url: string,
  sources: BankSource[],
): Omit<Institution, 'rank'> {
  return {
    id,
    name,
    initials,
    color,
    url,
    isAkoyaSupported: sources.includes('AKOYA'),
    sources: Object.freeze([...sources]) as BankSource[],
  };
}

const BY_ID = new Map(INSTITUTIONS.map((institution) => [institution.id, institution]));

export function listInstitutions(): readonly Institution[] {
  return INSTITUTIONS;
}

export function findInstitution(id: string): Institution | undefined {
  return BY_ID.get(id);
}

export function topInstitutions(limit: number): Institution[] {
  return INSTITUTIONS.slice(0, Math.max(0, Math.floor(limit)));
}

/**
 * Lower case, punctuation dropped in place ("U.S." -> "us", "M&T" -> "mt"), separators turned into
 * spaces ("wells-fargo" -> "wells fargo"), runs of spaces collapsed.
 */
export function normalizeForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[-_/]+/g, ' ')
    .replace(/[^a-z0-9\s]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

interface SearchEntry {
  institution: Institution;
  /** The name from each word on: "bank of america", "of america", "america". */
  wordSuffixes: string[];
}

const SEARCH_INDEX: readonly SearchEntry[] = INSTITUTIONS.map((institution) => {
  const words = normalizeForSearch(institution.name).split(' ');
  return { institution, wordSuffixes: words.map((_, index) => words.slice(index).join(' ')) };
});

/** Where the query starts in the name: 0 when the name itself starts with it, -1 when nowhere. */
function matchPosition(entry: SearchEntry, query: string): number {
  // Spaces are compared both as typed and squeezed out, so "usbank" finds "U.S. Bank" as "us bank" does.
  const squeezed = query.replaceAll(' ', '');
  return entry.wordSuffixes.findIndex(
    (suffix) => suffix.startsWith(query) || suffix.replaceAll(' ', '').startsWith(squeezed),
  );
}

export interface InstitutionSearch {
  query: string;
  /** 0-based. */
  page: number;
  size: number;
  /** true: only institutions Akoya can link. */
  isAkoyaSupported?: boolean;
}

export interface InstitutionSearchResult {
  institutions: Institution[];
  total: number;
  page: number;
  size: number;
}

/** Names whose words start with the query; names that start with it first, then by popularity. */
export function searchInstitutions({
  query,
  page,
  size,
  isAkoyaSupported,
}: InstitutionSearch): InstitutionSearchResult {
  if (!Number.isInteger(page) || page < 0) throw new RangeError(`page must be an integer >= 0, got ${page}`);
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`size must be an integer >= 1, got ${size}`);
  const normalized = normalizeForSearch(query);
  const matches = SEARCH_INDEX.filter((entry) => !isAkoyaSupported || entry.institution.isAkoyaSupported)
    .map((entry) => ({ institution: entry.institution, position: matchPosition(entry, normalized) }))
    .filter((match) => match.position >= 0)
    .sort((a, b) => Number(b.position === 0) - Number(a.position === 0) || a.institution.rank - b.institution.rank);
  return {
    institutions: matches.slice(page * size, (page + 1) * size).map((match) => match.institution),
    total: matches.length,
    page,
    size,
  };
}

export function preferredSource(institution: Institution): BankSource {
  const [first] = institution.sources;
  if (!first) throw new Error(`Institution ${institution.id} has no provider`);
  return first;
}
