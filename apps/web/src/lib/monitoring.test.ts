import { describe, expect, it, vi } from 'vitest';
import { addBreadcrumb, monitoringBufferLimit, recentBreadcrumbs, reportError, setMonitoringUser } from './monitoring';

describe('monitoring', () => {
  it('keeps at most 500 breadcrumbs, dropping the oldest', () => {
    for (let i = 0; i < monitoringBufferLimit + 20; i++) addBreadcrumb(`step ${i}`);
    expect(recentBreadcrumbs()).toHaveLength(monitoringBufferLimit);
    expect(recentBreadcrumbs()[0]?.message).toBe('step 20');
  });

  it('reports the error with its route, owner and member, and never throws', async () => {
    setMonitoringUser('member-1');
    const send = vi.fn(async () => ({ id: 'e1' }));
    await reportError(new Error('boom'), { route: '/home', owner: 'web-core' }, send as never);
    const [, input] = send.mock.calls[0] as unknown as [unknown, { body: Record<string, string> }];
    expect(input.body).toMatchObject({ message: 'boom', route: '/home', owner: 'web-core' });
    expect(input.body.stack).toContain('member: member-1');
    const failing = vi.fn(async () => {
      throw new Error('offline');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(reportError('text', { route: '/x', owner: 'identity' }, failing as never)).resolves.toBeUndefined();
    warn.mockRestore();
    setMonitoringUser(undefined);
  });

  it('never sends text the server refuses, even when the cut falls inside an emoji', async () => {
    const send = vi.fn(async () => ({ id: 'e2' }));
    const message = `${'x'.repeat(1999)}😀 and a NUL \u0000`;
    await reportError(new Error(message), { route: '/home', owner: 'web-core' }, send as never);
    const [, input] = send.mock.calls[0] as unknown as [unknown, { body: Record<string, string> }];
    expect(input.body.message).toHaveLength(2000);
    expect(input.body.message?.endsWith('\uFFFD')).toBe(true);
    expect(input.body.message).not.toMatch(/\p{Cs}/u);
    expect(input.body.stack).not.toContain('\u0000');
  });
});
