// The sandbox ACH network and banks, as app.ts hands them to checking and the cash advance, for tests
// that run settlement or collection themselves.
import type { AchRails } from '../modules/checking/ach-network.ts';
import { createSandboxAchNetwork } from '../sandbox/ach-network/ach-network.ts';
import { createSandboxExternalBank } from '../sandbox/bank-aggregators/external-bank.ts';

export function sandboxAchRails(settleSeconds = 30): AchRails {
  return { achNetwork: createSandboxAchNetwork({ settleSeconds }), externalBank: createSandboxExternalBank() };
}
