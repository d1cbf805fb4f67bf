import { updateAddress, validateAddress } from '@fernleaf/contract/address';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../platform/register-call.ts';
import { requireMember } from '../user/service.ts';
import type { AddressVerifier } from './address-verifier.ts';
import { checkAddress, saveAddress } from './service.ts';

/** `verifier`: the address verification service app.ts hands in (only the sandbox's exists). */
export function registerAddressCalls(app: FastifyInstance, db: Db, { verifier }: { verifier: AddressVerifier }): void {
  registerCall(app, db, validateAddress, async ({ body }, { memberId }) => {
    await requireMember(db, memberId);
    return checkAddress(verifier, body);
  });

  registerCall(app, db, updateAddress, async ({ body }, context) =>
    saveAddress(context.db, verifier, context.memberId, body),
  );
}
