import { getLatestNews, type NewsArticle } from '@fernleaf/contract/market';
import { getTrendingNews, recordNewsRead } from '@fernleaf/contract/watchlist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, call, callUnchecked } from '../../test/call.ts';
import { signUpMember } from '../../test/sign-in-flow.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Tuesday 3 March 2026, 12:00 in New York: Monday's stories are out. */
const tuesdayNoon = new Date('2026-03-03T17:00:00Z');
const clock = { now: tuesdayNoon };
const hours = (count: number) => count * 60 * 60 * 1000;

let testApp: TestApp;
const members: Caller[] = [];
let stories: NewsArticle[];

beforeAll(async () => {
  testApp = await createTestApp({ now: () => clock.now });
  for (let index = 0; index < 3; index += 1) {
    const { authorization } = await signUpMember(testApp.app, testApp.config);
    members.push({ app: testApp.app, authorization });
  }
  stories = (await call(member(0), getLatestNews, { query: { limit: 6 } })).data.articles;
});
afterAll(() => testApp.close());

function member(index: number): Caller {
  const found = members[index];
  if (!found) throw new Error(`expected a member at ${index}`);
  return found;
}
function read(as: Caller, articleId: string, at: Date) {
  clock.now = at;
  return call(as, recordNewsRead, { params: { articleId } });
}
function trending(at: Date, query: { limit?: number } = {}) {
  clock.now = at;
  return call(member(0), getTrendingNews, { query });
}
const story = (index: number) => {
  const found = stories[index];
  if (!found) throw new Error(`expected a story at ${index}`);
  return found;
};

describe('news reads and trending', () => {
  it('has nothing trending before anyone reads', async () => {
    expect(stories.length).toBeGreaterThanOrEqual(4);
    const answer = await trending(tuesdayNoon);
    expect(answer.statusCode).toBe(200);
    expect(answer.data.articles).toEqual([]);
  });

  it('records a read once per member and story, keeping the first time', async () => {
    const first = await read(member(0), story(1).id, tuesdayNoon);
    expect(first.statusCode).toBe(200);
    expect(first.data).toEqual({ articleId: story(1).id, readAt: tuesdayNoon.toISOString() });
    const again = await read(member(0), story(1).id, new Date(tuesdayNoon.getTime() + hours(1)));
    expect(again.data.readAt).toBe(tuesdayNoon.toISOString());
    const { data } = await trending(new Date(tuesdayNoon.getTime() + hours(1)));
    expect(data.articles.map(({ id, reads }) => [id, reads])).toEqual([[story(1).id, 1]]);
  });

  it('ranks by readers in the last day, ties to the newer story, each marked simulated', async () => {
    const at = new Date(tuesdayNoon.getTime() + hours(2));
    await read(member(1), story(1).id, at);
    await read(member(2), story(1).id, at);
    await read(member(1), story(3).id, at);
    await read(member(2), story(3).id, at);
    await read(member(0), story(2).id, at);
    const { data } = await trending(at);
    // story 1 and story 3 have three and two readers; story 2 one.
    expect(data.articles.map(({ id, reads }) => [id, reads])).toEqual([
      [story(1).id, 3],
      [story(3).id, 2],
      [story(2).id, 1],
    ]);
    expect(data.articles.every(({ simulated, source }) => simulated && /simulated/i.test(source))).toBe(true);
    const limited = await trending(at, { limit: 1 });
    expect(limited.data.articles.map(({ id }) => id)).toEqual([story(1).id]);
  });

  it('forgets reads older than a day', async () => {
    // The first read of story 1 (at noon) leaves the window; the three at 14:00 stay until 14:00 next day.
    const nextDay = new Date(tuesdayNoon.getTime() + hours(24) + 60_000);
    const { data } = await trending(nextDay);
    expect(data.articles.find(({ id }) => id === story(1).id)?.reads).toBe(2);
    const later = await trending(new Date(tuesdayNoon.getTime() + hours(26) + 60_000));
    expect(later.data.articles).toEqual([]);
  });

  it('answers 404 for a story that does not exist or is not yet published', async () => {
    expect((await read(member(0), '2026-03-02-mover-ZZZZ', tuesdayNoon)).statusCode).toBe(404);
    // Monday's stories are not out on Monday morning.
    expect((await read(member(0), story(0).id, new Date('2026-03-02T15:00:00Z'))).statusCode).toBe(404);
  });

  it('answers 400 naming the field for a bad id or limit, and 401 without a token', async () => {
    const bad = await callUnchecked(member(0), recordNewsRead, { params: { articleId: 'no spaces' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.error.fields?.articleId).toBeTruthy();
    clock.now = tuesdayNoon;
    const badLimit = await callUnchecked(member(0), getTrendingNews, { query: { limit: 0 } });
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.error.fields?.limit).toBeTruthy();
    const anonymous = await call({ app: testApp.app }, getTrendingNews);
    expect(anonymous.statusCode).toBe(401);
  });
});
