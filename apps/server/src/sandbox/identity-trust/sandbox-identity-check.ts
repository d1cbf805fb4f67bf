// The sandbox document-and-selfie check: a page this server serves outside production, where the
// member "uploads" a document photo and a selfie. Its address carries a token signed with the
// server's secret, so an interview id alone (the callback URL and API paths show it) cannot take
// someone's check. Sandbox rule (README, "Sandbox identity checks"): any photo passes, except a file
// whose name contains "fail", which fails the check.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const sandboxCheckPath = '/sandbox/identity-check';

export function checkToken(secret: string, interviewId: string): string {
  // The label keeps this signature from ever matching one the same secret makes for another purpose.
  return createHmac('sha256', secret).update(`identity-check:${interviewId}`).digest('base64url');
}

export function isCheckToken(secret: string, interviewId: string, token: unknown): boolean {
  if (typeof token !== 'string') return false;
  const expected = Buffer.from(checkToken(secret, interviewId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const imageExtension = /\.(jpe?g|png|heic|heif|webp|gif|bmp|tiff?)$/i;

/** Old browsers sent a made-up path before the name (C:\fakepath\...); only the name counts. */
export function baseFileName(value: string): string {
  return value.split(/[\\/]/).pop()?.trim() ?? '';
}

export function isImageFileName(name: string): boolean {
  return imageExtension.test(name);
}

export function sandboxCheckOutcome(fileNames: readonly string[]): 'SUCCESS' | 'FAILED' {
  return fileNames.some((name) => /fail/i.test(name)) ? 'FAILED' : 'SUCCESS';
}

/** Implements identity-trust's IdentityCheckProvider; app.ts, handing it in, checks the shape. */
export function createSandboxIdentityCheck(options: { publicUrl: string; secret: string }): {
  checkUrl(interviewId: string): string;
} {
  return {
    checkUrl: (interviewId) =>
      `${options.publicUrl}${sandboxCheckPath}/${interviewId}?token=${checkToken(options.secret, interviewId)}`,
  };
}
