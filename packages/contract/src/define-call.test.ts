import { describe, expect, it } from 'vitest';
import { buildCallPath } from './define-call.ts';

describe('buildCallPath', () => {
  it('fills and encodes path parameters', () => {
    expect(buildCallPath('/discover/v1/comment/:id/comments', { id: 'a b/c' })).toBe(
      '/discover/v1/comment/a%20b%2Fc/comments',
    );
  });

  it('leaves a path without parameters as it is', () => {
    expect(buildCallPath('/user/email')).toBe('/user/email');
  });

  it('refuses a missing parameter instead of calling a wrong path', () => {
    expect(() => buildCallPath('/content/todayTabContentV2/:contentId', {})).toThrow(/contentId/);
    expect(() => buildCallPath('/content/todayTabContentV2/:contentId', { contentId: '' })).toThrow(/contentId/);
  });
});
