import type { CallResponse } from '@fernleaf/contract/define-call';
import type { NewsArticle } from '@fernleaf/contract/market';
import type { getTrendingNews } from '@fernleaf/contract/watchlist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember } from '../../test/sign-in-flow.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Tuesday 3 March 2026, 12:00 in New York: Monday's stories are out. */
const tuesdayNoon = new Date('2026-03-03T17:00:00Z');
const clock = { now: tuesdayNoon };
const hours = (count: number) => count * 60 * 60 * 1000;

let testApp: TestApp;
type Member = { authorization: string };
const members: Member[] = [];
let stories: NewsArticle[];

beforeAll(async () => {
  testApp = await createTestApp({ now: () => clock.now });
  for (let index = 0; index < 3; index += 1) members.push(await signUpMember(testApp.app, testApp.config));
  const latest = await testApp.app.inject({
    method: 'GET',
    url: '/api/investment/news?limit=6',
    headers: { authorization: members[0]?.authorization ?? '' },
  });
  stories = latest.json().data.articles;
});
afterAll(() => testApp.close());

function read(as: Member | undefined, articleId: string, at: Date) {
  clock.now = at;
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/investment/news/${articleId}/read`,
    headers: { authorization: as?.authorization ?? '' },
  });
}
async function trending(at: Date, query = '') {
  clock.now = at;
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/investment/news/trending${query}`,
    headers: { authorization: members[0]?.authorization ?? '' },
  });
  return { status: response.statusCode, body: response.json() as { data: CallResponse<typeof getTrendingNews> } };
}
const story = (index: number) => {
  const found = stories[index];
  if (!found) throw new Error(`expected a story at ${index}`);
  return found;
};

describe('news reads and trending', () => {
  it('has nothing trending before anyone reads', async () => {
    expect(stories.length).toBeGreaterThanOrEqual(4);
    const { status, body } = await trending(tuesdayNoon);
    expect(status).toBe(200);
    expect(body.data.articles).toEqual([]);
  });

  it('records a read once per member and story, keeping the first time', async () => {
    const first = await read(members[0], story(1).id, tuesdayNoon);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ articleId: story(1).id, readAt: tuesdayNoon.toISOString() });
    const again = await read(members[0], story(1).id, new Date(tuesdayNoon.getTime() + hours(1)));
    expect(again.json().data.readAt).toBe(tuesdayNoon.toISOString());
    const { body } = await trending(new Date(tuesdayNoon.getTime() + hours(1)));
    expect(body.data.articles.map(({ id, reads }) => [id, reads])).toEqual([[story(1).id, 1]]);
  });

  it('ranks by readers in the last day, ties to the newer story, each marked simulated', async () => {
    const at = new Date(tuesdayNoon.getTime() + hours(2));
    await read(members[1], story(1).id, at);
    await read(members[2], story(1).id, at);
    await read(members[1], story(3).id, at);
    await read(members[2], story(3).id, at);
    await read(members[0], story(2).id, at);
    const { body } = await trending(at);
    // story 1 and story 3 have three and two readers; story 2 one.
    expect(body.data.articles.map(({ id, reads }) => [id, reads])).toEqual([
      [story(1).id, 3],
      [story(3).id, 2],
      [story(2).id, 1],
    ]);
    expect(body.data.articles.every(({ simulated, source }) => simulated && /simulated/i.test(source))).toBe(true);
    const limited = await trending(at, '?limit=1');
    expect(limited.body.data.articles.map(({ id }) => id)).toEqual([story(1).id]);
  });

  it('forgets reads older than a day', async () => {
    // The first read of story 1 (at noon) leaves the window; the three at 14:00 stay until 14:00 next day.
    const nextDay = new Date(tuesdayNoon.getTime() + hours(24) + 60_000);
    const { body } = await trending(nextDay);
    expect(body.data.articles.find(({ id }) => id === story(1).id)?.reads).toBe(2);
    const later = await trending(new Date(tuesdayNoon.getTime() + hours(26) + 60_000));
    expect(later.body.data.articles).toEqual([]);
  });

  it('answers 404 for a story that does not exist or is not yet published', async () => {
    expect((await read(members[0], '2026-03-02-mover-ZZZZ', tuesdayNoon)).statusCode).toBe(404);
    // Monday's stories are not out on Monday morning.
    expect((await read(members[0], story(0).id, new Date('2026-03-02T15:00:00Z'))).statusCode).toBe(404);
  });

  it('answers 400 naming the field for a bad id or limit, and 401 without a token', async () => {
    const bad = await read(members[0], 'no%20spaces', tuesdayNoon);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.articleId).toBeTruthy();
    const badLimit = await trending(tuesdayNoon, '?limit=0');
    expect(badLimit.status).toBe(400);
    expect((badLimit.body as unknown as { error: { fields: Record<string, string> } }).error.fields.limit).toBeTruthy();
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/investment/news/trending' });
    expect(anonymous.statusCode).toBe(401);
  });
});
