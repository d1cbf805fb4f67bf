import { updateAddress, validateAddress } from '@fernleaf/contract/address';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../platform/register-call.ts';
import type { AddressVerifier } from '../../sandbox/address-verifier/address-verifier.ts';
import { createSandboxAddressVerifier } from '../../sandbox/address-verifier/sandbox-address-verifier.ts';
import { requireMember } from '../user/service.ts';
import { checkAddress, saveAddress } from './service.ts';

export function registerAddressCalls(app: FastifyInstance, db: Db, options: { verifier?: AddressVerifier } = {}): void {
  const verifier = options.verifier ?? createSandboxAddressVerifier();

  registerCall(app, db, validateAddress, async ({ body }, { memberId }) => {
    await requireMember(db, memberId);
    return checkAddress(verifier, body);
  });

  registerCall(app, db, updateAddress, async ({ body }, context) =>
    saveAddress(context.db, verifier, context.memberId, body),
  );
}
