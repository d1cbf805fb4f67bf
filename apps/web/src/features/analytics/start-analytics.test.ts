// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventBatch } from '../../lib/analytics/event-queue';
import { track } from '../../lib/analytics/track';
import { anonymousIdCookieName } from './lib/anonymous-id';
import { createDocumentCookieJar, readCookie } from './lib/cookies';
import { referralCodeCookieName } from './lib/referral-code';
import { startAnalytics } from './start-analytics';
import { useConsentStore } from './store';

// Observers of the real page are not under test here.
vi.mock('web-vitals', () => ({ onCLS() {}, onINP() {}, onLCP() {}, onFCP() {}, onTTFB() {} }));

const undecided = useConsentStore.getState();
let stop: () => void = () => {};
let batches: EventBatch[] = [];

function start() {
  batches = [];
  stop = startAnalytics({ send: (batch) => void batches.push(batch) });
}

function leavePage() {
  window.dispatchEvent(new Event('pagehide'));
}

function clearCookies() {
  const cookies = createDocumentCookieJar();
  for (const name of [anonymousIdCookieName, referralCodeCookieName]) cookies.remove(name);
}

beforeEach(() => {
  useConsentStore.setState(undecided, true);
  clearCookies();
  window.history.replaceState(null, '', '/home');
});

afterEach(() => {
  stop();
  localStorage.clear();
});

describe('startAnalytics', () => {
  it('sends nothing and sets no anonymous id before the visitor consents', () => {
    start();
    track('page.viewed');
    leavePage();
    expect(batches).toEqual([]);
    expect(readCookie(document.cookie, anonymousIdCookieName)).toBeUndefined();
  });

  it('sends nothing after the visitor chose necessary cookies only', () => {
    start();
    useConsentStore.getState().acceptNecessaryOnly();
    track('page.viewed');
    leavePage();
    expect(batches).toEqual([]);
    expect(readCookie(document.cookie, anonymousIdCookieName)).toBeUndefined();
  });

  it('after consent, sets the anonymous id and sends tracked events on page exit', () => {
    start();
    useConsentStore.getState().acceptAll();
    const anonymousId = readCookie(document.cookie, anonymousIdCookieName);
    expect(anonymousId).toMatch(/^[0-9a-f-]{36}$/);

    track('page.viewed', { section: 'home' });
    leavePage();
    expect(batches).toEqual([
      {
        anonymousId,
        events: [expect.objectContaining({ name: 'page.viewed', path: '/home', properties: { section: 'home' } })],
      },
    ]);
  });

  it('drops buffered events and the anonymous id when consent is withdrawn', () => {
    start();
    useConsentStore.getState().acceptAll();
    track('page.viewed');
    useConsentStore.getState().saveChoices({ analytics: false, marketing: true });
    leavePage();
    expect(batches).toEqual([]);
    expect(readCookie(document.cookie, anonymousIdCookieName)).toBeUndefined();
  });

  it('stores a referral code from the URL whatever the consent', () => {
    window.history.replaceState(null, '', '/welcome?ref=fern42x');
    start();
    expect(useConsentStore.getState().status).toBe('unknown');
    expect(readCookie(document.cookie, referralCodeCookieName)).toBe('FERN42X');
  });

  it('stores the referral code of the address the page opened with, after the member moved on', () => {
    // main.tsx starts analytics once the first screen is up and passes the landing query string.
    window.history.replaceState(null, '', '/home');
    batches = [];
    stop = startAnalytics({ send: (batch) => void batches.push(batch), landingSearch: '?ref=fern42x' });
    expect(readCookie(document.cookie, referralCodeCookieName)).toBe('FERN42X');
  });

  it('starts only once until stopped', () => {
    start();
    const again = startAnalytics();
    expect(again).toBe(stop);
  });
});
