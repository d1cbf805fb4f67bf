// Signs a member in the way the web app does: authorization code + PKCE through the real sign-in
// service, with the interaction finished by the sign-in or sign-up call. Tests use the tokens it returns.
import { createHash, randomBytes } from 'node:crypto';
import { webClientId, webScopes } from '@fernleaf/contract/auth';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { memberAddress } from './call.ts';

/** A minimal cookie jar: the sign-in service scopes cookies by path, but sending them all is harmless here. */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  store(setCookie: string | string[] | undefined): void {
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair] = line.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index < 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  idToken: string;
  expiresIn: number;
}

const base64url = (buffer: Buffer) => buffer.toString('base64url');

function pathOf(location: string): string {
  const url = new URL(location, 'http://localhost');
  return `${url.pathname}${url.search}`;
}

/** Starts an authorization request; answers the interaction page the service sent the browser to. */
export async function startAuthorization(
  app: FastifyInstance,
  config: Config,
  jar: CookieJar,
  extra: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const query = new URLSearchParams({
    client_id: webClientId,
    redirect_uri: `${config.publicUrl}/auth/callback`,
    response_type: 'code',
    scope: webScopes,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: base64url(randomBytes(8)),
    ...extra,
  });
  const response = await app.inject({
    method: 'GET',
    url: `/oidc/auth?${query}`,
    headers: { ...headers, cookie: jar.header() },
  });
  jar.store(response.headers['set-cookie']);
  return { response, verifier, location: String(response.headers.location ?? '') };
}

/** Follows the service's redirects after the interaction and swaps the code for tokens. */
export async function completeAuthorization(
  app: FastifyInstance,
  config: Config,
  jar: CookieJar,
  redirectTo: string,
  verifier: string,
): Promise<Tokens> {
  let location = redirectTo;
  for (let hop = 0; hop < 5 && !location.includes('/auth/callback'); hop++) {
    const response = await app.inject({ method: 'GET', url: pathOf(location), headers: { cookie: jar.header() } });
    jar.store(response.headers['set-cookie']);
    if (!response.headers.location)
      throw new Error(`sign-in stopped at ${location}: ${response.statusCode} ${response.body}`);
    location = String(response.headers.location);
  }
  const code = new URL(location, config.publicUrl).searchParams.get('code');
  if (!code) throw new Error(`no code in ${location}`);
  return exchangeToken(app, {
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    redirect_uri: `${config.publicUrl}/auth/callback`,
  });
}

export async function exchangeToken(app: FastifyInstance, form: Record<string, string>): Promise<Tokens> {
  const response = await app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_id: webClientId, ...form }).toString(),
  });
  if (response.statusCode !== 200) throw new TokenError(response.statusCode, response.json());
  const body = response.json() as { access_token: string; refresh_token: string; id_token: string; expires_in: number };
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    idToken: body.id_token,
    expiresIn: body.expires_in,
  };
}

export class TokenError extends Error {
  readonly statusCode: number;
  readonly body: { error: string; error_description?: string };
  constructor(statusCode: number, body: { error: string; error_description?: string }) {
    super(`token endpoint answered ${statusCode}: ${body.error}`);
    this.statusCode = statusCode;
    this.body = body;
  }
}

/** Solves the human check the way a browser does, answering the single-use token sign-up needs. */
export async function solveHumanCheck(app: FastifyInstance): Promise<string> {
  const { challenge } = (await app.inject({ method: 'POST', url: '/api/turnstile/challenge' })).json().data;
  const solution = await solveChallenge({ challenge, deriveKey });
  const answer = await app.inject({ method: 'POST', url: '/api/turnstile/verify', payload: { challenge, solution } });
  return answer.json().data.token as string;
}

let memberCount = 0;

/** Signs up a new member through the sign-in service and answers their tokens and id. */
export async function signUpMember(
  app: FastifyInstance,
  config: Config,
  details: Partial<{ firstName: string; lastName: string; email: string; password: string }> = {},
) {
  memberCount += 1;
  const account = {
    firstName: 'Avery',
    lastName: 'Stone',
    email: `member${memberCount}-${randomBytes(4).toString('hex')}@example.test`,
    password: 'correct horse battery',
    ...details,
  };
  const jar = new CookieJar();
  const { verifier } = await startAuthorization(app, config, jar, { screen: 'sign-up' });
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/interaction/sign-up',
    headers: { cookie: jar.header() },
    payload: { ...account, rememberBrowser: true, humanToken: await solveHumanCheck(app) },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  const tokens = await completeAuthorization(app, config, jar, response.json().data.redirectTo, verifier);
  const memberId = JSON.parse(Buffer.from(tokens.accessToken.split('.')[1] ?? '', 'base64url').toString())
    .sub as string;
  // `app`, `authorization` and `remoteAddress` make the member a `Caller` of the test client (call.ts).
  return {
    ...account,
    memberId,
    tokens,
    jar,
    app,
    authorization: `Bearer ${tokens.accessToken}`,
    remoteAddress: memberAddress(memberId),
  };
}

export async function signInMember(app: FastifyInstance, config: Config, email: string, password: string) {
  const jar = new CookieJar();
  const { verifier } = await startAuthorization(app, config, jar);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/interaction/sign-in',
    headers: { cookie: jar.header() },
    payload: { email, password, rememberBrowser: false },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return completeAuthorization(app, config, jar, response.json().data.redirectTo, verifier);
}
