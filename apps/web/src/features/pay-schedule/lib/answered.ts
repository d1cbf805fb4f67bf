// A step's question, as its form checks it: unanswered (null) is refused with the step's own words.
// The answers are then put together and checked whole with the contract's pay-schedule schema when
// the flow saves (use-schedule-save.ts), which names the rules of the finished schedule.
import { z } from 'zod';

export function answered<Answer>(missingMessage: string) {
  return z.custom<Answer>((value) => value !== null && value !== undefined, missingMessage);
}
