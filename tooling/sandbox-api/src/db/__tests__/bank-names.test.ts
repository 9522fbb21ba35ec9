import { describe, expect, it } from 'vitest';
import { readSeed } from '../seed';
import { BANK_RENAMES } from '../bank-names';
import { sandboxForFile } from '../../__tests__/helpers';

describe('bank names (bank-names.ts): today’s names, one row per bank', () => {
  const box = sandboxForFile();
  const seedNames = new Set(readSeed().banks.banks.map((b) => b.bankName));

  it('renames only banks the BIN data really lists', () => {
    for (const old of Object.keys(BANK_RENAMES)) expect(seedNames.has(old), old).toBe(true);
  });

  it('lists no renamed or merged name and every bank once', async () => {
    const r = await box.c.get('/accounts/banks/');
    expect(r.status).toBe(200);
    const names = r.body.map((b) => b.name);
    for (const old of Object.keys(BANK_RENAMES)) expect(names).not.toContain(old);
    for (const now of ['平安银行', '交通银行', '华侨永亨银行', '天津银行', '蒙商银行', '中原银行'])
      expect(names).toContain(now);
    expect(new Set(names).size).toBe(names.length);
  });
});
