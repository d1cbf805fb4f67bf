import { describe, expect, it } from 'vitest';
import { errorPageAction } from './error-page-action';

describe('errorPageAction', () => {
  it('sends the not-found page home, wherever it shows', () => {
    for (const pathname of ['/404', '/this/does/not/exist', '/500/extra', '/']) {
      expect(errorPageAction(404, pathname, 'Fernleaf')).toEqual({ kind: 'home', label: 'Back to Fernleaf' });
    }
  });

  it('sends the error page home on /500 itself', () => {
    expect(errorPageAction(500, '/500', 'Fernleaf')).toEqual({ kind: 'home', label: 'Back to Fernleaf' });
    expect(errorPageAction(500, '/500/', 'Acme')).toEqual({ kind: 'home', label: 'Back to Acme' });
  });

  it('reloads when the error page stands in for another page', () => {
    for (const pathname of ['/', '/home', '/instacash/request', '/5000', '/500/extra']) {
      expect(errorPageAction(500, pathname, 'Fernleaf')).toEqual({ kind: 'reload', label: 'Try again' });
    }
  });
});
