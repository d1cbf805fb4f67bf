// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionTokens } from './session-tokens';

// The sign-in service as it behaves: each refresh token works once and is replaced (rotation).
const service = vi.hoisted(() => {
  let issued = 0;
  let current = 'refresh-0';
  return {
    grants: [] as string[],
    reset() {
      issued = 0;
      current = 'refresh-0';
      this.grants = [];
    },
    async refresh(refreshToken: string): Promise<SessionTokens> {
      this.grants.push(refreshToken);
      if (refreshToken !== current) throw new Error('400 invalid_grant: refresh token already used');
      issued += 1;
      current = `refresh-${issued}`;
      return { accessToken: `access-${issued}`, expiresAt: Date.now() + 15 * 60_000, refreshToken: current };
    },
  };
});

vi.mock('./oidc-client', () => ({ refreshSessionTokens: (token: string) => service.refresh(token) }));

// IndexedDB as the tabs share it: a completed write is seen by every later read.
const rotationRecord = vi.hoisted(() => new Map<string, unknown>());
vi.mock('idb-keyval', () => ({
  createStore: () => ({}),
  get: async (key: string) => rotationRecord.get(key),
  set: async (key: string, value: unknown) => {
    rotationRecord.set(key, value);
  },
  del: async (key: string) => {
    rotationRecord.delete(key);
  },
}));
/** A minimal Web Locks API: one holder per name, the others queued in order. */
function installLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const request = (name: string, work: () => Promise<unknown>) => {
    const run = (tails.get(name) ?? Promise.resolve()).then(work);
    tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
}

/** One browser tab: its own copy of the session module over the shared storage. */
async function openTab() {
  vi.resetModules();
  const session = await import('./session');
  session.resumeSession(true);
  return session;
}

const expired: SessionTokens = { accessToken: 'access-0', expiresAt: Date.now() - 1000, refreshToken: 'refresh-0' };

beforeEach(() => {
  service.reset();
  rotationRecord.clear();
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('fernleaf.session', JSON.stringify({ ...expired, expiresAt: Date.now() - 1000 }));
  installLocks();
});

afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true });
});

describe('two tabs refreshing at once', () => {
  it('share one refresh: the second tab takes the tokens the first stored, and neither session ends', async () => {
    const first = await openTab();
    const second = await openTab();
    const ended = vi.fn();
    first.onSessionEnded(ended);
    second.onSessionEnded(ended);

    const [a, b] = await Promise.all([first.getAccessToken(), second.getAccessToken()]);

    expect(service.grants).toEqual(['refresh-0']);
    expect(a).toBe('access-1');
    expect(b).toBe('access-1');
    expect(ended).not.toHaveBeenCalled();
    first.dropSession();
    second.dropSession();
  });

  it('share one refresh even when the second tab still reads the tokens from before it in localStorage', async () => {
    // Chromium hands a localStorage write to the other tabs' processes asynchronously: the second tab
    // may take the lock before it sees the first tab's new tokens.
    const beforeRefresh = localStorage.getItem('fernleaf.session');
    const first = await openTab();
    const second = await openTab();
    const ended = vi.fn();
    first.onSessionEnded(ended);
    second.onSessionEnded(ended);

    await expect(first.getAccessToken()).resolves.toBe('access-1');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation((key) =>
      key === 'fernleaf.session' ? beforeRefresh : null,
    );
    await expect(second.getAccessToken()).resolves.toBe('access-1');

    expect(service.grants).toEqual(['refresh-0']);
    expect(ended).not.toHaveBeenCalled();
  });
});
