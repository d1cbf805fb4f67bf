import { describe, expect, it } from 'vitest';
import { memberTodays } from './member-today.ts';

describe('memberTodays', () => {
  it('is one date while it is the same day from Hawaii to Puerto Rico', () => {
    expect(memberTodays(new Date('2025-06-10T16:00:00Z'))).toEqual({ earliest: '2025-06-10', latest: '2025-06-10' });
  });

  it("spans Hawaii's date to Puerto Rico's around midnight in the east", () => {
    expect(memberTodays(new Date('2025-06-11T05:00:00Z'))).toEqual({ earliest: '2025-06-10', latest: '2025-06-11' });
    // In winter Puerto Rico, which keeps no daylight saving time, is an hour ahead of New York.
    const winterNight = new Date('2025-01-15T04:30:00Z');
    expect(memberTodays(winterNight)).toEqual({ earliest: '2025-01-14', latest: '2025-01-15' });
  });

  it('is one date again once it is past midnight in Hawaii', () => {
    expect(memberTodays(new Date('2025-06-11T10:00:00Z'))).toEqual({ earliest: '2025-06-11', latest: '2025-06-11' });
  });
});
