import { describe, expect, it } from 'vitest';
import { authHistoryLimit, useAuthStore } from './auth-store';

describe('the auth store', () => {
  it('starts loading and keeps only the last 10 states', () => {
    expect(useAuthStore.getState().status).toBe('loading');
    const { setStatus } = useAuthStore.getState();
    for (let i = 0; i < 12; i++) setStatus(i % 2 ? 'authorized' : 'unauthorized');
    setStatus('loggedOut');
    const { history, status } = useAuthStore.getState();
    expect(status).toBe('loggedOut');
    expect(history).toHaveLength(authHistoryLimit);
    expect(history.at(-1)).toBe('loggedOut');
  });

  it('remembers the browser by default', () => {
    expect(useAuthStore.getState().rememberBrowser).toBe(true);
  });
});
