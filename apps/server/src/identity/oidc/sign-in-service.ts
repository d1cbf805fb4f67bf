// The shared sign-in service: an OpenID Connect provider (oidc-provider) on our own origin under
// /oidc. The web app signs in with authorization code + PKCE and calls the API with the short-lived
// JWT access tokens it issues. The sign-in and sign-up screens are the web app's own pages.

import { signInServicePath, webClientId, webScopes } from '@fernleaf/contract/auth';
import { SECONDS_PER_DAY } from '@fernleaf/contract/calendar/day-length';
import { isSignUpTemplateId } from '@fernleaf/contract/onboarding-flows';
import { findPartner } from '@fernleaf/contract/partners';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Secrets } from '../../secrets.ts';
import { findUserById } from '../users-repo.ts';
import { signInErrorPage, signOutPage } from './pages.ts';
import { recordSignedInBrowsers } from './signed-in-browsers.ts';
import { storageAdapterFor } from './storage-adapter.ts';

/** Spec section 9 has the client refresh 10 minutes ahead, or sooner under 11 minutes: 15 leaves room for both. */
export const accessTokenTtlSeconds = 15 * 60;
const day = SECONDS_PER_DAY;

export interface SignInService {
  provider: Provider;
  issuer: string;
  /** The `aud` of every access token: the API. */
  apiAudience: string;
}

export function createSignInService({ config, db, secrets }: { config: Config; db: Db; secrets: Secrets }) {
  const issuer = `${config.publicUrl}${signInServicePath}`;
  const apiAudience = `${config.publicUrl}/api`;
  const appOrigin = new URL(config.publicUrl).origin;

  const configuration: Configuration = {
    adapter: storageAdapterFor(db),
    clients: [
      {
        client_id: webClientId,
        client_name: config.brandName,
        token_endpoint_auth_method: 'none',
        id_token_signed_response_alg: 'ES256',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${config.publicUrl}/auth/callback`],
        post_logout_redirect_uris: [`${config.publicUrl}/logout`],
      },
    ],
    jwks: { keys: [secrets.tokenSigningKey as never] },
    cookies: {
      keys: [secrets.cookieSecret],
      // The interaction cookie must reach the API's /api/auth/interaction calls, not only /oidc.
      short: { path: '/', httpOnly: true, sameSite: 'lax', signed: true },
      long: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    async findAccount(_ctx, sub) {
      const user = await findUserById(db, sub);
      if (!user) return undefined;
      return {
        accountId: user.id,
        claims: async () => ({
          sub: user.id,
          email: user.email,
          given_name: user.firstName,
          family_name: user.lastName,
        }),
      };
    },
    claims: { openid: ['sub'], email: ['email'], profile: ['given_name', 'family_name'] },
    scopes: ['openid', 'email', 'profile', 'api'],
    extraParams: ['screen', 'brand', 'template'],
    pkce: { required: () => true },
    // Only the app's own pages may call the service from a browser; see onlyOwnOrigin below.
    clientBasedCORS: (_ctx, origin) => origin === appOrigin,
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          const { html, csp } = signOutPage(form, config.brandName);
          ctx.set('content-security-policy', csp);
          ctx.type = 'html';
          ctx.body = html;
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiAudience,
        // A sign-in that asked for the API (scope `api`, as the web app's does) gets an access token
        // for the API only. One that asked for OpenID scopes alone (any other relying party) gets a
        // token for userinfo, which refuses a token bound to another audience by design.
        useGrantedResource: (_ctx, model) => model.scopes.has('api'),
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== apiAudience) throw new Error(`unknown resource ${resource}`);
          return {
            scope: 'api',
            audience: apiAudience,
            accessTokenTTL: accessTokenTtlSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'ES256' } },
          };
        },
      },
    },
    interactions: { url: (_ctx, interaction) => interactionPagePath(interaction.uid, interaction.params) },
    // The web app is our own first-party client: signing in grants it what it asks for, no consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      const grant =
        existing ?? new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      // `api` is asked for without a resource parameter, so it is granted both as a scope and on the API.
      grant.addOIDCScope(webScopes);
      grant.addResourceScope(apiAudience, 'api');
      await grant.save();
      return grant;
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // The sign-in session travels in every access token (refreshed ones too), so a step-up check
    // (decision 026) holds for the session that passed it and no other.
    extraTokenClaims: async (_ctx, token) =>
      'sessionUid' in token && typeof token.sessionUid === 'string' ? { sid: token.sessionUid } : undefined,
    // A rotated refresh token used again revokes its whole grant (oidc-provider does this on reuse).
    rotateRefreshToken: true,
    ttl: {
      AccessToken: accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * day,
      Grant: 14 * day,
      RefreshToken: 14 * day,
    },
    async renderError(ctx, out) {
      const description = typeof out.error_description === 'string' ? out.error_description : 'Please start again.';
      const { html, csp } = signInErrorPage(config.brandName, description);
      ctx.set('content-security-policy', csp);
      ctx.type = 'html';
      ctx.body = html;
    },
  };

  const provider = new Provider(issuer, configuration);
  answerAtPublicAddress(provider, config.publicUrl);
  provider.use(onlyOwnOrigin(appOrigin));
  provider.use(cacheDiscovery);
  recordSignedInBrowsers(provider, db);
  return { provider, issuer, apiAudience } satisfies SignInService;
}

/**
 * oidc-provider fixes its issuer but builds every other absolute address it answers (discovery's
 * endpoints, the address the browser goes to after the password, the sign-out form) from Koa's view
 * of the request: its protocol and Host header, or, with Koa's `proxy` flag on, X-Forwarded-Proto
 * and X-Forwarded-Host as any client sends them. So a forged Host put another site's token endpoint
 * in discovery and sent a member who had just typed their password there. Those parts of the
 * request are pinned to PUBLIC_URL, the one address the site has; `proxy` stays off, so the service
 * reads no forwarded header at all (the client's address, where the API needs it, is Fastify's, as
 * TRUST_PROXY says). Cookies are `secure` exactly when PUBLIC_URL is https.
 */
function answerAtPublicAddress(provider: Provider, publicUrl: string) {
  const site = new URL(publicUrl);
  const protocol = site.protocol.slice(0, -1);
  provider.proxy = false;
  Object.defineProperties(provider.request, {
    protocol: { get: () => protocol },
    host: { get: () => site.host },
    hostname: { get: () => site.hostname },
    // Koa answers an absolute request target (`GET http://evil.test/oidc/...`) as it came.
    href: {
      get(this: { originalUrl: string }) {
        const target = new URL(this.originalUrl, site.origin);
        return `${site.origin}${target.pathname}${target.search}`;
      },
    },
  });
}

/**
 * Discovery is the same for every request (every address in it is PUBLIC_URL's), so it may be kept
 * for a few minutes; short enough that a changed configuration reaches clients soon.
 */
async function cacheDiscovery(ctx: KoaContextWithOIDC, next: () => Promise<void>) {
  await next();
  if (ctx.oidc?.route === 'discovery' && ctx.status === 200) ctx.set('cache-control', 'public, max-age=300');
}

/**
 * The service's CORS answers echo whatever Origin asked, before it knows the client (preflights,
 * refused requests). The web app is on the same origin, so no other origin gets a CORS grant.
 */
function onlyOwnOrigin(appOrigin: string) {
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next();
    const origin = ctx.get('origin');
    if (origin && origin !== appOrigin) {
      for (const name of Object.keys(ctx.response.headers)) {
        if (name.toLowerCase().startsWith('access-control-')) ctx.remove(name);
      }
    }
  };
}

/** Which of the web app's pages shows an interaction: a partner's own pages, sign-up, or sign-in. */
export function interactionPagePath(uid: string, params: Record<string, unknown>): string {
  const screen = params.screen === 'sign-up' ? 'sign-up' : 'sign-in';
  const partner = findPartner(typeof params.brand === 'string' ? params.brand : undefined);
  const query = `?uid=${encodeURIComponent(uid)}`;
  if (partner) return `/auth/${partner.slug}/${screen}${query}`;
  if (screen === 'sign-in') return `/login${query}`;
  // A product's sign-up page names its template, whose copy the sign-up page shows; an unknown one is dropped.
  return isSignUpTemplateId(params.template) ? `/sign-up${query}&template=${params.template}` : `/sign-up${query}`;
}
