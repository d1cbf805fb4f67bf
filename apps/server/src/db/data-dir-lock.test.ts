import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'fernleaf-lock-'));

describe('lockDataDir', () => {
  it('refuses a folder that a running process holds', async () => {
    const dataDir = freshDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dataDir, 'server.lock'), String(holder.pid));
      expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dataDir)).toThrow(/already using/);
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    const dataDir = freshDir();
    writeFileSync(path.join(dataDir, 'server.lock'), '2147483646');
    const lock = lockDataDir(dataDir);
    lock.release();
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });
});
