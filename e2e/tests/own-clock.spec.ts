// A journey that moves time does so on a server of its own (fixtures/own-clock.ts), so the journeys
// running beside it keep real time on the shared server.
import { expect, test } from '../fixtures/own-clock.ts';

test("a journey's own server moves its clock while the shared server's keeps real time", async ({
  request,
  baseURL,
}, testInfo) => {
  const shared = testInfo.project.use.baseURL;
  expect(baseURL).not.toBe(shared);
  const moved = await request.put('/api/dev/clock', { data: { offsetSeconds: 86_400 } });
  expect(moved.ok(), await moved.text()).toBe(true);
  expect((await moved.json()).data.offsetSeconds).toBe(86_400);

  const sharedClock = await fetch(`${shared}/api/dev/clock`);
  expect(sharedClock.ok).toBe(true);
  expect(((await sharedClock.json()) as { data: { offsetSeconds: number } }).data.offsetSeconds).toBe(0);
});
