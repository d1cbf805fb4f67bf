import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../sandbox-page.ts';
import { renderCheckForm } from './check-page.ts';
import {
  baseFileName,
  checkToken,
  createSandboxIdentityCheck,
  isCheckToken,
  isImageFileName,
  sandboxCheckOutcome,
} from './sandbox-identity-check.ts';

const secret = 'a-secret-of-at-least-thirty-two-characters';
const interviewId = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

describe('the sandbox check rule', () => {
  it('passes any photos', () => {
    expect(sandboxCheckOutcome(['license.jpg', 'selfie.png'])).toBe('SUCCESS');
  });

  it('fails when either file name contains "fail", in any case', () => {
    expect(sandboxCheckOutcome(['fail.jpg', 'selfie.png'])).toBe('FAILED');
    expect(sandboxCheckOutcome(['license.jpg', 'my-FAILED-selfie.heic'])).toBe('FAILED');
    expect(sandboxCheckOutcome(['license.jpg', 'Fail.png'])).toBe('FAILED');
  });

  it('reads only the name of a file, without the path some browsers add', () => {
    expect(baseFileName('C:\\fakepath\\license.jpg')).toBe('license.jpg');
    expect(baseFileName('/home/me/selfie.png')).toBe('selfie.png');
    expect(baseFileName('  ')).toBe('');
  });

  it('takes common photo formats and nothing else', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.png', 'a.heic', 'a.HEIF', 'a.webp', 'a.gif', 'a.tif']) {
      expect(isImageFileName(name)).toBe(true);
    }
    for (const name of ['a.pdf', 'a.txt', 'jpg', 'a.jpg.exe']) expect(isImageFileName(name)).toBe(false);
  });
});

describe('check links', () => {
  it('carry a token that only this interview and this secret make', () => {
    const url = new URL(
      createSandboxIdentityCheck({ publicUrl: 'https://fernleaf.test', secret }).checkUrl(interviewId),
    );
    expect(url.origin).toBe('https://fernleaf.test');
    expect(url.pathname).toBe(`/sandbox/identity-check/${interviewId}`);
    const token = url.searchParams.get('token');
    expect(isCheckToken(secret, interviewId, token)).toBe(true);
    expect(isCheckToken(secret, '7f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f', token)).toBe(false);
    expect(isCheckToken(`${secret}!`, interviewId, token)).toBe(false);
    expect(isCheckToken(secret, interviewId, `${token}x`)).toBe(false);
    expect(isCheckToken(secret, interviewId, undefined)).toBe(false);
    expect(checkToken(secret, interviewId)).toBe(token);
  });
});

describe('the check page', () => {
  it('escapes what it shows', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const html = renderCheckForm({
      brandName: 'Fern <leaf>',
      interviewId,
      token: 'tok"en',
      cancelUrl: '/instacash/identity-trust/callback?interviewId=1&status=PENDING',
    });
    expect(html).toContain('Fern &lt;leaf&gt; sandbox');
    expect(html).toContain('value="tok&quot;en"');
    expect(html).toContain('interviewId=1&amp;status=PENDING');
    expect(html).not.toContain('<script');
  });
});
