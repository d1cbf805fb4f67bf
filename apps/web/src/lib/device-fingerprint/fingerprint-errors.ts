// Spec section 8's device fingerprint errors: what went wrong, in words a developer reading the
// console can act on. The open-source agent rarely fails, but a hosted agent (or the first-party
// proxy in front of it) raises all of these.

/** The loader tries the agent script this many times before giving up (spec section 8). */
export const maxAgentLoadAttempts = 5;

export const fingerprintErrorMessages = {
  apiKeyRequired: 'API key required: the device fingerprint agent was configured without an API key.',
  apiKeyNotFound: 'The device fingerprint API key was not found; check that the key is correct.',
  apiKeyExpired: 'The device fingerprint API key has expired and needs to be renewed.',
  requestCannotBeParsed: 'The device fingerprint service could not parse the request.',
  requestFailed: 'The device fingerprint request failed on the service side.',
  rateLimitExceeded: 'The device fingerprint rate limit was exceeded; identification resumes once it resets.',
  notAvailableForOrigin: 'Device fingerprinting is not available for this origin.',
  blockedByCsp: "The device fingerprint agent was blocked by the page's Content Security Policy.",
  clientTimeout: 'The device fingerprint request timed out in the browser.',
  networkError: 'A network connection error stopped the device fingerprint request.',
  agentLoadFailed: `The device fingerprint agent script failed to load after ${maxAgentLoadAttempts} attempts.`,
} as const;

export type FingerprintErrorKind = keyof typeof fingerprintErrorMessages;

// The messages the hosted agent throws, as it spells them; anything else counts as a failed request.
const agentMessages: Record<string, FingerprintErrorKind> = {
  'API key required': 'apiKeyRequired',
  'API key not found': 'apiKeyNotFound',
  'API key expired': 'apiKeyExpired',
  'Request cannot be parsed': 'requestCannotBeParsed',
  'Request failed': 'requestFailed',
  'Request failed to process': 'requestFailed',
  'Too many requests, rate limit exceeded': 'rateLimitExceeded',
  'Not available for this origin': 'notAvailableForOrigin',
  'Blocked by CSP': 'blockedByCsp',
  'Client timeout': 'clientTimeout',
  'Network connection error': 'networkError',
  'Failed to load the JS script of the agent': 'agentLoadFailed',
};

/** Raised by our own code (the loader's retries, the options check) with a kind already known. */
export class FingerprintError extends Error {
  override name = 'FingerprintError';
  readonly kind: FingerprintErrorKind;

  constructor(kind: FingerprintErrorKind, options?: ErrorOptions) {
    super(fingerprintErrorMessages[kind], options);
    this.kind = kind;
  }
}

export function fingerprintErrorKind(error: unknown): FingerprintErrorKind {
  if (error instanceof FingerprintError) return error.kind;
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return 'clientTimeout';
  }
  // fetch rejects with a bare TypeError when the connection itself fails.
  if (error instanceof TypeError) return 'networkError';
  const message = error instanceof Error ? error.message : String(error);
  return agentMessages[message] ?? 'requestFailed';
}
