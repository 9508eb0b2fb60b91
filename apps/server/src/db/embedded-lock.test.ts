import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

describe('the embedded database is open in one process at a time (db/embedded-lock.ts)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'walkfund-lock-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const open = () => openDatabase({ databaseUrl: undefined, dataDir, migrate: false });

  it('refuses a second open of a folder while it is open, and opens it once closed', async () => {
    const first = await open();
    await expect(open()).rejects.toThrow(/is open in another process/);
    await first.close();
    const second = await open();
    expect(await second.ping()).toBe(true);
    await second.close();
  });

  it('refuses a folder another live process has open, and takes over one whose process is gone (a kill)', async () => {
    const lockFile = path.join(dataDir, 'walkfund-open.pid');
    writeFileSync(lockFile, `${process.ppid}\n`);
    await expect(open()).rejects.toThrow(`pid ${process.ppid}`);
    const gone = spawnSync(process.execPath, ['-e', '']).pid!;
    writeFileSync(lockFile, `${gone}\n`);
    const database = await open();
    expect(await database.ping()).toBe(true);
    await database.close();
  });
});
