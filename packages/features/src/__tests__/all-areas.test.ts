import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { detectClient } from '@jijin/core/navigation';
import { composeAreas } from '../app/area';
import { allAreas, hostAreas } from '../areas';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Folders of src/ that are product areas (everything but the frame and the shared pieces). */
const areaFolders = readdirSync(srcDir, { withFileTypes: true })
  .filter((e) => e.isDirectory() && !['app', 'shared', '__tests__'].includes(e.name))
  .filter((e) => existsSync(path.join(srcDir, e.name, 'index.ts')))
  .map((e) => e.name)
  .sort();

describe('one list of areas serves every host (spec 000 §6 client detection)', () => {
  it('lists every area folder exactly once, its id the folder name', () => {
    const ids = allAreas.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(areaFolders);
  });

  it('each of the three hosts serves every area, in the list order', () => {
    for (const host of ['browser', 'native', 'mini-program'] as const) {
      expect(hostAreas(host).map((a) => a.id)).toEqual(allAreas.map((a) => a.id));
    }
  });

  it('futures routes are only composed for the futures app (spec 001 §2)', () => {
    const browser = composeAreas(hostAreas('browser'), detectClient(''));
    const futuresApp = composeAreas(
      hostAreas('native'),
      detectClient('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) JijinFutures/5.4.1'),
    );
    expect(browser.some((r) => r.path?.startsWith('/futures'))).toBe(false);
    expect(futuresApp.some((r) => r.path?.startsWith('/futures'))).toBe(true);
  });
});
