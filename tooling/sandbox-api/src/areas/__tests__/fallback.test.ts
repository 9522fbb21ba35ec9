import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadOpenApi } from '../../http/openapi';
import { AREAS } from '../index';
import { fallbackOperations, operationRows } from '../operations';

const LIST = resolve(dirname(fileURLToPath(import.meta.url)), '../fallback-operations.txt');
const committed = readFileSync(LIST, 'utf8').split('\n').filter(Boolean);

describe('the fallback only shrinks (every operation gets a real handler)', () => {
  it('answers no operation that is missing from src/areas/fallback-operations.txt', () => {
    const now = fallbackOperations(loadOpenApi(), AREAS);
    const added = now.filter((k) => !committed.includes(k));
    expect(
      added,
      'a real handler was removed or a new operation has none: give it a handler (the fallback invents data)',
    ).toEqual([]);
    expect(now.length).toBeLessThanOrEqual(committed.length);
  });

  it('lists only operations of the contract, each once', () => {
    const keys = new Set(operationRows(loadOpenApi(), AREAS).map((r) => r.key));
    expect(committed.filter((k) => !keys.has(k))).toEqual([]);
    expect(new Set(committed).size).toBe(committed.length);
  });

  it('no longer answers the operations the accounts, funds, account-funds and home areas own', () => {
    const rows = operationRows(loadOpenApi(), AREAS);
    const owned = (area: string) => rows.filter((r) => r.owner === area).map((r) => r.key);
    expect(owned('accounts')).toEqual(
      expect.arrayContaining([
        'POST /accounts/avatar/',
        'GET /accounts/social_bindings/',
        'GET /funds/risk_disclosure/{id}/check/',
        'GET /funds/risk_disclosure/{id}/',
        'POST /funds/risk_disclosure/',
        'GET /funds/notice_mark/check/',
        'POST /funds/notice_mark/mark/',
      ]),
    );
    expect(owned('account-funds')).toEqual(
      expect.arrayContaining([
        'GET /funds/asset_report/mine/',
        'GET /funds/asset_report/share_info/',
        'GET /funds/manage_fare/mine/',
        'GET /funds/manage_fare/history/',
      ]),
    );
    expect(owned('home')).toContain('POST /support/faq_feedbacks/');
    for (const k of committed) expect(k).not.toMatch(/risk_disclosure|notice_mark|asset_report/);
  });
});
