// How often the member is paid, from the pay schedule they gave (modules/pay-schedule), if any.
import type { PayFrequency } from '@fernleaf/contract/pay-schedule';
import type { Db } from '../../db/client.ts';
import { savedScheduleOf } from '../pay-schedule/service.ts';

export async function readPayFrequency(db: Db, memberId: string): Promise<PayFrequency | null> {
  // A stored schedule that no longer parses answers nothing rather than failing the page.
  return (await savedScheduleOf(db, memberId))?.frequency ?? null;
}
