// Component tests run in jsdom's own realm (Vitest's vmThreads pool, decision 082), where `crypto`
// is jsdom's: random values only, no `subtle`. A browser has WebCrypto's digest and key derivation
// (the sign-in's PKCE challenge, the human check's proof of work), so the tests get Node's.
import { webcrypto } from 'node:crypto';

if (globalThis.crypto && !globalThis.crypto.subtle) {
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
}
