// The calls of the sign-in and sign-up pages. Each finishes the open OpenID Connect interaction
// (found through the service's interaction cookie) and tells the page where to go next.
import { getSignInInteraction, requestPasswordReset, resetPassword, signIn, signUp } from '@fernleaf/contract/auth';
import { errorCodes } from '@fernleaf/contract/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { checkCredentials, createAccount } from '../../identity/credentials.ts';
import { resetForgottenPassword, sendPasswordResetCode } from '../../identity/password-reset.ts';
import { AppError, validationFailed } from '../../platform/errors.ts';
import { registerCall } from '../../platform/register-call.ts';
import { consumeHumanToken } from '../turnstile/service.ts';

const sessionExpired = () =>
  new AppError(
    410,
    errorCodes.SIGN_IN_SESSION_EXPIRED,
    'Let’s start again',
    'This sign-in page was open too long or in another browser. Start signing in again.',
  );

async function openInteraction(provider: Provider, request: FastifyRequest, reply: FastifyReply) {
  try {
    return await provider.interactionDetails(request.raw, reply.raw);
  } catch {
    throw sessionExpired();
  }
}

async function finishSignIn(
  provider: Provider,
  context: { request: FastifyRequest; reply: FastifyReply },
  accountId: string,
  rememberBrowser: boolean,
) {
  // Without "remember this browser" the service's session cookie ends with the browser session.
  const redirectTo = await provider.interactionResult(
    context.request.raw,
    context.reply.raw,
    { login: { accountId, remember: rememberBrowser } },
    { mergeWithLastSubmission: false },
  );
  return { redirectTo };
}

export function registerAuthCalls(app: FastifyInstance, db: Db, provider: Provider, options: { brandName: string }) {
  registerCall(app, db, getSignInInteraction, async (_input, { request, reply }) => {
    const { uid, params } = await openInteraction(provider, request, reply);
    return {
      uid,
      screen: params.screen === 'sign-up' ? ('sign-up' as const) : ('sign-in' as const),
      brand: typeof params.brand === 'string' ? params.brand : null,
    };
  });

  registerCall(app, db, signIn, async ({ body }, context) => {
    await openInteraction(provider, context.request, context.reply);
    const accountId = await checkCredentials(db, body.email, body.password);
    return finishSignIn(provider, context, accountId, body.rememberBrowser);
  });

  registerCall(app, db, signUp, async ({ body }, context) => {
    await openInteraction(provider, context.request, context.reply);
    // One transaction: a refused sign-up (email taken) leaves the human-check token unspent.
    const accountId = await inTransaction(db, async (tx) => {
      if (!(await consumeHumanToken(tx, body.humanToken))) {
        throw validationFailed({ humanToken: 'The check that you are a person expired. Run it again.' });
      }
      return createAccount(tx, body);
    });
    return finishSignIn(provider, context, accountId, body.rememberBrowser);
  });

  // "Forgot password" needs no open interaction: the member signs in afresh with the new password.
  registerCall(app, db, requestPasswordReset, async ({ body }, { request }) =>
    sendPasswordResetCode(db, { ...body, clientAddress: request.ip, brandName: options.brandName }),
  );

  registerCall(app, db, resetPassword, async ({ body }, { request }) =>
    resetForgottenPassword(db, { ...body, clientAddress: request.ip, brandName: options.brandName }),
  );
}
