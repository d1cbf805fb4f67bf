// First-party cookies as this feature writes them: whole-site, sent on top-level navigation from
// other sites (Lax, so a referral link still carries them), and Secure whenever the page is https.
import { SECONDS_PER_DAY } from '@fernleaf/contract/calendar/day-length';

/** Spec section 9: the anonymous id and referral cookies live 365 days (31,536,000 s). */
export const analyticsCookieMaxAgeSeconds = 365 * SECONDS_PER_DAY;

export interface CookieJar {
  read(name: string): string | undefined;
  write(name: string, value: string): void;
  remove(name: string): void;
}

export function serializeCookie(
  name: string,
  value: string,
  { maxAgeSeconds, secure }: { maxAgeSeconds: number; secure: boolean },
) {
  const attributes = [`Max-Age=${maxAgeSeconds}`, 'Path=/', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return [`${name}=${encodeURIComponent(value)}`, ...attributes].join('; ');
}

/** The value of `name` in a `document.cookie` string, decoded. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      // Malformed escapes (written by something else): treat as absent.
      return undefined;
    }
  }
  return undefined;
}

/** Reads and writes `document.cookie`; `secure` defaults to whether the page was served over https. */
export function createDocumentCookieJar(
  doc: Document = document,
  secure = doc.location?.protocol === 'https:',
): CookieJar {
  return {
    read: (name) => readCookie(doc.cookie, name),
    write: (name, value) => {
      doc.cookie = serializeCookie(name, value, { maxAgeSeconds: analyticsCookieMaxAgeSeconds, secure });
    },
    remove: (name) => {
      // Same path and flags as when written, or the browser treats it as a different cookie.
      doc.cookie = serializeCookie(name, '', { maxAgeSeconds: 0, secure });
    },
  };
}
