// Who the sandbox histories pay, and how a bank statement names them. Real US chains are facts and
// make a history read true; landlords, lenders and employers are fictional.

export interface Merchant {
  name: string;
  /** The statement line; `##` becomes "#0412" and `#` the bare number of the store. */
  descriptor: string;
  /** A typical purchase, in cents: the weight a month's budget is shared by. */
  minCents: number;
  maxCents: number;
}

function merchant(name: string, descriptor: string, minDollars: number, maxDollars: number): Merchant {
  return { name, descriptor, minCents: minDollars * 100, maxCents: maxDollars * 100 };
}

export const GROCERS: readonly Merchant[] = [
  merchant('Kroger', 'KROGER ##', 35, 170),
  merchant('Safeway', 'SAFEWAY ##', 35, 160),
  merchant("Trader Joe's", "TRADER JOE'S ##", 30, 120),
  merchant('Whole Foods Market', 'WHOLEFDS ##', 40, 170),
  merchant('Aldi', 'ALDI #', 30, 110),
  merchant('Publix', 'PUBLIX ##', 35, 160),
  merchant('H-E-B', 'H-E-B ##', 35, 160),
  merchant('Costco', 'COSTCO WHSE ##', 80, 260),
];

export const GAS_STATIONS: readonly Merchant[] = [
  merchant('Shell', 'SHELL OIL #', 30, 65),
  merchant('Chevron', 'CHEVRON #', 30, 70),
  merchant('ExxonMobil', 'EXXONMOBIL #', 30, 65),
  merchant('BP', 'BP##', 28, 60),
  merchant('Speedway', 'SPEEDWAY #', 25, 60),
  merchant('Circle K', 'CIRCLE K #', 25, 60),
  merchant('QuikTrip', 'QT #', 25, 60),
];

export const COFFEE_SHOPS: readonly Merchant[] = [
  merchant('Starbucks', 'STARBUCKS STORE #', 4, 9),
  merchant("Dunkin'", 'DUNKIN ##', 3, 8),
  merchant("Peet's Coffee", 'PEETS #', 4, 9),
];

export const RESTAURANTS: readonly Merchant[] = [
  merchant('Chipotle', 'CHIPOTLE #', 10, 28),
  merchant("McDonald's", "MCDONALD'S F#", 6, 18),
  merchant('Panera Bread', 'PANERA BREAD ##', 10, 26),
  merchant('Chick-fil-A', 'CHICK-FIL-A ##', 8, 24),
  merchant('Subway', 'SUBWAY #', 7, 18),
  merchant('Taco Bell', 'TACO BELL ##', 6, 17),
  merchant('Olive Garden', 'OLIVE GARDEN #', 30, 85),
  merchant("Domino's", "DOMINO'S #", 14, 38),
  merchant("Applebee's", 'APPLEBEES #', 25, 70),
];

export const SHOPS: readonly Merchant[] = [
  merchant('Amazon', 'AMAZON MKTPL*#', 12, 110),
  merchant('Target', 'TARGET ##', 15, 120),
  merchant('Walmart', 'WAL-MART ##', 15, 130),
  merchant('The Home Depot', 'THE HOME DEPOT ##', 15, 160),
  merchant('Best Buy', 'BEST BUY ##', 20, 220),
  merchant('TJ Maxx', 'TJMAXX ##', 15, 90),
];

export const PHARMACIES: readonly Merchant[] = [
  merchant('CVS Pharmacy', 'CVS/PHARMACY ##', 8, 55),
  merchant('Walgreens', 'WALGREENS ##', 8, 50),
];

export const ENTERTAINMENT: readonly Merchant[] = [
  merchant('AMC Theatres', 'AMC #', 12, 45),
  merchant('Regal', 'REGAL CINEMAS #', 12, 40),
  merchant('Ticketmaster', 'TICKETMASTER', 40, 180),
  merchant('Steam', 'STEAMGAMES.COM #', 5, 60),
];

export const RIDES: readonly Merchant[] = [
  merchant('Uber', 'UBER *TRIP', 9, 38),
  merchant('Lyft', 'LYFT *RIDE', 9, 35),
];

export const TRIPS: readonly Merchant[] = [
  merchant('Delta Air Lines', 'DELTA AIR #', 180, 480),
  merchant('Southwest Airlines', 'SOUTHWEST AIR #', 120, 380),
  merchant('United Airlines', 'UNITED #', 160, 460),
  merchant('Marriott', 'MARRIOTT #', 140, 420),
  merchant('Hilton', 'HILTON HOTELS #', 130, 400),
];

export interface Subscription {
  name: string;
  descriptor: string;
  priceCents: number;
}

export const SUBSCRIPTIONS: readonly Subscription[] = [
  { name: 'Netflix', descriptor: 'NETFLIX.COM', priceCents: 1549 },
  { name: 'Spotify', descriptor: 'SPOTIFY USA', priceCents: 1199 },
  { name: 'Hulu', descriptor: 'HULU 877-824-4858', priceCents: 999 },
  { name: 'Disney+', descriptor: 'DISNEY PLUS', priceCents: 999 },
  { name: 'YouTube Premium', descriptor: 'GOOGLE *YOUTUBEPREMIUM', priceCents: 1399 },
  { name: 'Apple', descriptor: 'APPLE.COM/BILL', priceCents: 299 },
  { name: 'Amazon Prime', descriptor: 'AMAZON PRIME*MEMBERSHIP', priceCents: 1499 },
  { name: 'Planet Fitness', descriptor: 'PLANET FITNESS CLUB FEES', priceCents: 1500 },
];

/** Monthly bills paid by ACH: the name shown and the statement line. */
export interface Biller {
  name: string;
  descriptor: string;
}

export const ELECTRIC_UTILITIES: readonly Biller[] = [
  { name: 'Duke Energy', descriptor: 'DUKE ENERGY PAYMENT' },
  { name: 'Con Edison', descriptor: 'CON ED OF NY PAYMENT' },
  { name: 'PG&E', descriptor: 'PGANDE WEB ONLINE' },
  { name: 'Georgia Power', descriptor: 'GEORGIA POWER BILL PAY' },
  { name: 'Xcel Energy', descriptor: 'XCEL ENERGY PAYMENT' },
  { name: 'Dominion Energy', descriptor: 'DOMINION ENERGY BILLPAY' },
];

export const INTERNET_PROVIDERS: readonly Biller[] = [
  { name: 'Xfinity', descriptor: 'COMCAST XFINITY AUTOPAY' },
  { name: 'Spectrum', descriptor: 'SPECTRUM AUTOPAY' },
  { name: 'Verizon Fios', descriptor: 'VERIZON FIOS PAYMENT' },
  { name: 'AT&T Internet', descriptor: 'ATT INTERNET PAYMENT' },
];

export const PHONE_CARRIERS: readonly Biller[] = [
  { name: 'Verizon', descriptor: 'VERIZON WIRELESS PAYMENTS' },
  { name: 'T-Mobile', descriptor: 'T-MOBILE AUTOPAY' },
  { name: 'AT&T', descriptor: 'ATT* BILL PAYMENT' },
];

// Fictional, so that no real company appears as anyone's landlord, lender or employer.
export const LANDLORDS: readonly string[] = [
  'Maple Court Apartments',
  'Riverside Property Management',
  'Oak Hollow Residences',
  'Parkline Apartments',
  'Brookstone Living',
];

export const MORTGAGE_SERVICERS: readonly string[] = ['Keystone Home Loans', 'Lakeshore Mortgage Servicing'];

export const EMPLOYERS: readonly string[] = [
  'Harborview Logistics',
  'Cedar Ridge Health',
  'Summit Valley Schools',
  'Bluewater Manufacturing',
  'Northgate Retail Group',
  'Pinecrest Construction',
  'Redwood Dental Partners',
  'Lakeshore Hospitality',
  'Granite Peak Energy',
  'Meadowbrook Senior Living',
  'Silverline Transit',
  'Oakhurst Foods',
];

/** Puts the store's number into a descriptor: `##` as "#0412", `#` as "412". */
export function statementLine(descriptor: string, storeNumber: number): string {
  return descriptor.replace(/#+/, (run) =>
    run.length > 1 ? `#${String(storeNumber).padStart(4, '0')}` : String(storeNumber),
  );
}
