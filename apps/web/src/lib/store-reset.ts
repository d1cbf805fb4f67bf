// Signing out resets every store (spec section 4). Each store registers its reset here when it is
// created, so logout needs no list of stores that could fall out of date.
const resets = new Set<() => void>();

export function registerStoreReset(reset: () => void): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

export function resetAllStores(): void {
  for (const reset of resets) reset();
}
