import { randomInt } from 'node:crypto';

/**
 * An SSN the sandbox bureau answers by its last four digits (README, "Sandbox identities"), with
 * random first five: one SSN belongs to one member, so each test member needs a number of its own.
 */
export function sandboxSsn(lastFour: string): string {
  const area = String(randomInt(100, 666)).padStart(3, '0');
  const group = String(randomInt(10, 100)).padStart(2, '0');
  return `${area}-${group}-${lastFour}`;
}
