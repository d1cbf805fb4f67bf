// The query strings pages opened with, kept in session storage until the affiliate store (which
// checks them with the contract's zod rules) has loaded to read them. Keeping them needs no zod, so
// the first download does not carry it; session storage lets them outlive a redirect to sign-in
// that happens before the store has loaded.
const landingSearchesKey = 'fernleaf.affiliate.landing';

function kept(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(landingSearchesKey) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Keeps a page's query string for the affiliate store, in the order pages opened. */
export function keepLandingSearch(search: string): void {
  if (search === '' || search === '?') return;
  sessionStorage.setItem(landingSearchesKey, JSON.stringify([...kept(), search]));
}

/** The query strings kept so far, oldest first; they are forgotten once taken. */
export function takeLandingSearches(): string[] {
  const searches = kept();
  sessionStorage.removeItem(landingSearchesKey);
  return searches;
}
