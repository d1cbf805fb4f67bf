// An Akoya-style link leaves the app for the provider's page and comes back at /bv-callback/akoya
// with a full page load. Before leaving, the flow saves where the member was and which bank they
// chose, in session storage, so the callback page can say what it is doing and lead back.
import { type Institution, institutionSchema } from '@fernleaf/contract/bank';
import { z } from 'zod';
import { isSitePath } from '../../../lib/site-path';

export const akoyaReturnStorageKey = 'fernleaf.bankLink.akoyaReturn';

/** Where the callback goes when nothing was saved (a bookmarked or shared callback address). */
export const defaultAkoyaReturnTo = '/accounts';

export interface AkoyaReturn {
  returnTo: string;
  institution: Institution | null;
}

const storedSchema = z.object({ returnTo: z.string(), institution: institutionSchema.nullable() });

export function saveAkoyaReturn(value: AkoyaReturn): void {
  const returnTo = isSitePath(value.returnTo) ? value.returnTo : defaultAkoyaReturnTo;
  sessionStorage.setItem(akoyaReturnStorageKey, JSON.stringify({ returnTo, institution: value.institution }));
}

/** What was saved, or the default destination with no bank when nothing usable was. */
export function readAkoyaReturn(): AkoyaReturn {
  let stored: unknown;
  try {
    stored = JSON.parse(sessionStorage.getItem(akoyaReturnStorageKey) ?? 'null');
  } catch {
    stored = null;
  }
  const parsed = storedSchema.safeParse(stored);
  if (!parsed.success || !isSitePath(parsed.data.returnTo)) {
    return { returnTo: defaultAkoyaReturnTo, institution: null };
  }
  return parsed.data;
}

export function clearAkoyaReturn(): void {
  sessionStorage.removeItem(akoyaReturnStorageKey);
}
