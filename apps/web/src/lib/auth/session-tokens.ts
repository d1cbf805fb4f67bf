// Where the member's tokens are kept between page loads. With "remember this browser" they go to
// localStorage and outlive the tab; otherwise to sessionStorage and end with it. The page's CSP
// allows no inline or foreign script, which is what keeps stored tokens out of reach.
export interface SessionTokens {
  accessToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  refreshToken?: string | undefined;
  idToken?: string | undefined;
}

export const sessionTokensKey = 'fernleaf.session';

function read(storage: Storage): SessionTokens | undefined {
  try {
    const value = JSON.parse(storage.getItem(sessionTokensKey) ?? 'null') as SessionTokens | null;
    return value && typeof value.accessToken === 'string' && typeof value.expiresAt === 'number' ? value : undefined;
  } catch {
    return undefined;
  }
}

export function loadSessionTokens(): SessionTokens | undefined {
  return read(sessionStorage) ?? read(localStorage);
}

export function saveSessionTokens(tokens: SessionTokens, rememberBrowser: boolean): void {
  const [keep, other] = rememberBrowser ? [localStorage, sessionStorage] : [sessionStorage, localStorage];
  keep.setItem(sessionTokensKey, JSON.stringify(tokens));
  other.removeItem(sessionTokensKey);
}

export function clearSessionTokens(): void {
  sessionStorage.removeItem(sessionTokensKey);
  localStorage.removeItem(sessionTokensKey);
}
