// Checks the bearer token of a member call: a JWT access token signed by our sign-in service,
// meant for the API, not expired. Its subject is the member every read and write is scoped to.
import { errorCodes } from '@fernleaf/contract/errors';
import { createLocalJWKSet, type JWK, jwtVerify } from 'jose';
import { AppError } from './errors.ts';

/** `sessionId` names the sign-in session the token belongs to (its `sid`, else the token itself). */
export interface VerifiedToken {
  memberId: string;
  sessionId: string;
}

export interface AccessTokenVerifier {
  (authorization: string | undefined): Promise<VerifiedToken>;
  /**
   * The same answer without a promise, when this exact header was verified before, has not expired and
   * needs no lookup; otherwise undefined, and the call above decides. Most member calls end here, and
   * a request hook that needs no promise costs less (decision 011).
   */
  known?: (authorization: string | undefined) => VerifiedToken | undefined;
}

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
  // Stored only once its token checked out, so a hit needs no parsing. Keyed by the token's signature,
  // the header's last part: each request brings the header as a new string whose hash the map must
  // compute, and hashing the whole 700 characters cost 1.1 µs a request against 0.25 µs for the
  // signature's 86 (decision 011). A hit still needs the whole header to match, text for text.
  const verified = new Map<string, { authorization: string; answer: VerifiedToken; expiresAtMs: number }>();
  const signatureOf = (authorization: string) => authorization.slice(authorization.lastIndexOf('.') + 1);
  const remembered = (authorization: string) => {
    const entry = verified.get(signatureOf(authorization));
    return entry?.authorization === authorization ? entry : undefined;
  };

  const known = (authorization: string | undefined): VerifiedToken | undefined => {
    if (authorization === undefined) return undefined;
    const entry = remembered(authorization);
    return entry && entry.expiresAtMs > now() ? entry.answer : undefined;
  };

  const verify = async (authorization: string | undefined): Promise<VerifiedToken> => {
    const match = /^Bearer ([A-Za-z0-9_.-]+)$/.exec(authorization ?? '');
    const token = match?.[1];
    if (!token || authorization === undefined) throw invalidToken();
    const entry = remembered(authorization);
    if (entry) {
      if (entry.expiresAtMs > now()) return entry.answer;
      verified.delete(signatureOf(authorization));
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
      const answer = { memberId, sessionId };
      verified.set(signatureOf(authorization), { authorization, answer, expiresAtMs: (payload.exp as number) * 1000 });
      return answer;
    } catch {
      throw invalidToken();
    }
  };
  return Object.assign(verify, { known });
}

/** The public half of a private JWK: what the API needs to check signatures. */
export function publicJwkOf(privateJwk: Record<string, unknown>): JWK {
  const { d: _private, ...publicPart } = privateJwk;
  return publicPart as JWK;
}

/** How long a sign-in session found live is trusted before it is looked up again. */
export const liveSessionCacheMs = 30_000;

/**
 * A token outlives the sign-in session it was issued in by up to 15 minutes. To make signing a browser
 * out take effect, a token that names its session is accepted only while that session is stored. The
 * answer is remembered for `liveSessionCacheMs`, so a member's calls cost one lookup per half minute;
 * a process that signs a browser out forgets it at once, the others within that half minute.
 */
export function createLiveSessionCheck(options: {
  isLive: (memberId: string, sessionId: string) => Promise<boolean>;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const checkedAt = new Map<string, number>();
  return {
    /** Wraps a verifier so that a token of a signed-out session is refused like an expired one. */
    guard(verify: AccessTokenVerifier): AccessTokenVerifier {
      const known = (authorization: string | undefined): VerifiedToken | undefined => {
        const verified = verify.known?.(authorization);
        if (!verified) return undefined;
        if (verified.sessionId.startsWith('token:')) return verified;
        const checked = checkedAt.get(verified.sessionId);
        return checked !== undefined && now() - checked < liveSessionCacheMs ? verified : undefined;
      };
      const guarded = async (authorization: string | undefined): Promise<VerifiedToken> => {
        const verified = await verify(authorization);
        const { sessionId } = verified;
        // A token that names no sign-in session stands for itself (`token:` + its id): nothing to look up.
        if (sessionId.startsWith('token:')) return verified;
        const known = checkedAt.get(sessionId);
        if (known !== undefined && now() - known < liveSessionCacheMs) return verified;
        if (!(await options.isLive(verified.memberId, sessionId))) {
          checkedAt.delete(sessionId);
          throw invalidToken();
        }
        if (checkedAt.size >= verifiedTokenCacheSize) checkedAt.delete(checkedAt.keys().next().value as string);
        checkedAt.set(sessionId, now());
        return verified;
      };
      return Object.assign(guarded, { known });
    },
    /** Called when sessions are signed out here, so their tokens stop at once on this process. */
    forget(sessionIds: readonly string[]): void {
      for (const sessionId of sessionIds) checkedAt.delete(sessionId);
    },
  };
}

export type LiveSessionCheck = ReturnType<typeof createLiveSessionCheck>;
