// Checks the bearer token of a member call: a JWT access token signed by our sign-in service,
// meant for the API, not expired. Its subject is the member every read and write is scoped to.
import { errorCodes } from '@fernleaf/contract/errors';
import { createLocalJWKSet, type JWK, jwtVerify } from 'jose';
import { AppError } from './errors.ts';

/** `sessionId` names the sign-in session the token belongs to (its `sid`, else the token itself). */
export type AccessTokenVerifier = (
  authorization: string | undefined,
) => Promise<{ memberId: string; sessionId: string }>;

export function invalidToken(): AppError {
  return new AppError(
    401,
    errorCodes.INVALID_TOKEN_OR_EXPIRED,
    'Please sign in again',
    'Your session has ended or is not valid. Sign in again to continue.',
  );
}

/** How many verified tokens are remembered; a member's token is reused for its whole 15 minutes. */
export const verifiedTokenCacheSize = 10_000;

/**
 * Checking an ES256 signature costs far more than the rest of a request, and a member sends the same
 * token for 15 minutes. So a verified token is remembered by its exact text (signature included: no
 * other string can hit the entry) until it expires, which is still checked on every request.
 */
export function createAccessTokenVerifier(options: {
  issuer: string;
  audience: string;
  /** The sign-in service's public signing keys. */
  keys: JWK[];
  now?: () => number;
}): AccessTokenVerifier {
  const keySet = createLocalJWKSet({ keys: options.keys });
  const now = options.now ?? Date.now;
  const verified = new Map<string, { memberId: string; sessionId: string; expiresAtMs: number }>();

  return async (authorization) => {
    const match = /^Bearer ([A-Za-z0-9_.-]+)$/.exec(authorization ?? '');
    const token = match?.[1];
    if (!token) throw invalidToken();
    const known = verified.get(token);
    if (known) {
      if (known.expiresAtMs > now()) return { memberId: known.memberId, sessionId: known.sessionId };
      verified.delete(token);
      throw invalidToken();
    }
    try {
      const { payload } = await jwtVerify(token, keySet, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['ES256'],
        typ: 'at+jwt',
        requiredClaims: ['sub', 'exp'],
        currentDate: new Date(now()),
      });
      const memberId = payload.sub as string;
      const sessionId = typeof payload.sid === 'string' ? payload.sid : `token:${payload.jti ?? token.slice(-32)}`;
      if (verified.size >= verifiedTokenCacheSize) verified.delete(verified.keys().next().value as string);
      verified.set(token, { memberId, sessionId, expiresAtMs: (payload.exp as number) * 1000 });
      return { memberId, sessionId };
    } catch {
      throw invalidToken();
    }
  };
}

/** The public half of a private JWK: what the API needs to check signatures. */
export function publicJwkOf(privateJwk: Record<string, unknown>): JWK {
  const { d: _private, ...publicPart } = privateJwk;
  return publicPart as JWK;
}
