import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The server project runs its files without isolation (`isolate: false` in vitest.config.ts, decision
// 050): the files of a worker share one module graph. That holds only while no file leaves something
// behind for the next: a mocked module stays mocked for every later file of the worker, faked timers
// stay fake, a stubbed global or environment variable stays stubbed.
const serverRoot = path.join(import.meta.dirname, '..', 'apps', 'server', 'src');

function leftBehind(source: string): string[] {
  const found: string[] = [];
  for (const call of ['vi.mock(', 'vi.doMock(', 'vi.stubGlobal(', 'vi.stubEnv(']) {
    if (source.includes(call)) found.push(`calls ${call}) in a project whose files share their modules`);
  }
  if (source.includes('vi.useFakeTimers(') && !source.includes('vi.useRealTimers(')) {
    found.push('fakes timers and never puts the real ones back (vi.useRealTimers())');
  }
  if (source.includes('vi.spyOn(') && !/vi\.restoreAllMocks\(|\.mockRestore\(/.test(source)) {
    found.push('spies without restoring (vi.restoreAllMocks() or mockRestore())');
  }
  return found;
}

describe('server test files, run without isolation', () => {
  it('leave no mocked module, fake timer, stub or spy behind for the next file of their worker', () => {
    const problems = globSync('**/*.test.ts', { cwd: serverRoot }).flatMap((file) =>
      leftBehind(readFileSync(path.join(serverRoot, file), 'utf8')).map((problem) => `${file} ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('tells each kind apart', () => {
    expect(leftBehind("vi.mock('../x.ts');")).toHaveLength(1);
    expect(leftBehind('vi.stubEnv("A", "b");')).toHaveLength(1);
    expect(leftBehind('vi.useFakeTimers();')).toHaveLength(1);
    expect(leftBehind('vi.useFakeTimers(); afterEach(() => vi.useRealTimers());')).toEqual([]);
    expect(leftBehind("vi.spyOn(globalThis, 'fetch');")).toHaveLength(1);
    expect(leftBehind("vi.spyOn(globalThis, 'fetch'); afterEach(() => vi.restoreAllMocks());")).toEqual([]);
  });
});
