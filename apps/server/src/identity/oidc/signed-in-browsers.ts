// Remembers which browser holds each sign-in session: the sign-in service keeps no user agent, so the
// token endpoint's answers are watched and the browser that fetched tokens is recorded, with the time.
import type Provider from 'oidc-provider';
import type { Db } from '../../db/client.ts';
import { recordBrowserSeen } from './sign-ins-repo.ts';

export function recordSignedInBrowsers(provider: Provider, db: Db): void {
  provider.use(async (ctx, next) => {
    await next();
    // Set by the authorization-code and refresh-token grants once they issued an access token.
    const token = ctx.oidc?.entities.AccessToken;
    if (ctx.status !== 200 || !token?.sessionUid || !token.accountId) return;
    await recordBrowserSeen(db, {
      sessionUid: token.sessionUid,
      memberId: token.accountId,
      userAgent: ctx.get('user-agent'),
    });
  });
}
