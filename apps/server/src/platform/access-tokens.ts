// Checks the bearer token of a member call: a JWT access token signed by our sign-in service,
// meant for the API, not expired. Its subject is the member every read and write is scoped to.
import { errorCodes } from '@fernleaf/contract/errors';
import { createLocalJWKSet, type JWK, jwtVerify } from 'jose';
import { AppError } from './errors.ts';

export type AccessTokenVerifier = (authorization: string | undefined) => Promise<{ memberId: string }>;

export function invalidToken(): AppError {
  return new AppError(
    401,
    errorCodes.INVALID_TOKEN_OR_EXPIRED,
    'Please sign in again',
    'Your session has ended or is not valid. Sign in again to continue.',
  );
}

export function createAccessTokenVerifier(options: {
  issuer: string;
  audience: string;
  /** The sign-in service's public signing keys. */
  keys: JWK[];
}): AccessTokenVerifier {
  const keySet = createLocalJWKSet({ keys: options.keys });
  return async (authorization) => {
    const match = /^Bearer ([A-Za-z0-9_.-]+)$/.exec(authorization ?? '');
    if (!match?.[1]) throw invalidToken();
    try {
      const { payload } = await jwtVerify(match[1], keySet, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['ES256'],
        typ: 'at+jwt',
        requiredClaims: ['sub', 'exp'],
      });
      return { memberId: payload.sub as string };
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
