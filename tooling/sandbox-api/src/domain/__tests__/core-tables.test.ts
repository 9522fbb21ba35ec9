import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRADE_DIRECTIONS, TRADE_STATUS, tradeDirectionLabel, tradeStatusText } from '@jijin/core';
import { INVESTMENT_RISK_STATUS, RISK_TYPES, FUND_RISK_LEVELS } from '@jijin/core/status';
import { directionDisplay, statusDisplay } from '../trade-json';
import { riskLevelLabel, riskStatusLabel, riskTypeLabel } from '../risk';
import type { Fund } from '../../market/market';
import { Client, freshSandbox, openAccount, uuid } from '../../__tests__/helpers';
import type { SandboxApp } from '../../index';

const fund = { isBao: false } as Fund;
const bao = { isBao: true } as Fund;

describe("the sandbox shows core's status tables (spec 001 §4, spec 000 §4)", () => {
  it('labels every trade status as core does, including 8, 9 and 13', () => {
    for (const { code } of TRADE_STATUS)
      for (const direction of [0, 1, 5, 6])
        for (const f of [fund, bao])
          expect(statusDisplay({ status: code, direction }, f)).toBe(
            tradeStatusText(code, { direction, is_bao: f.isBao }),
          );
    expect(statusDisplay({ status: 8, direction: 0 }, fund)).toBe('部分确认成功');
    expect(statusDisplay({ status: 9, direction: 0 }, fund)).toBe('部分委托成功');
    expect(statusDisplay({ status: 13, direction: 6 }, fund)).toBe('认购确认成功');
    expect(statusDisplay({ status: 0, direction: 0 }, bao)).toBe('待支付');
  });

  it('labels every trade direction as core does (bao: 转入 / 转出)', () => {
    for (const { code } of TRADE_DIRECTIONS) {
      expect(directionDisplay(code, false)).toBe(tradeDirectionLabel(code, false));
      expect(directionDisplay(code, true)).toBe(tradeDirectionLabel(code, true));
    }
    expect(directionDisplay(1, true)).toBe('转出');
  });

  it('labels risk types, risk statuses and product risk levels as core does', () => {
    for (const e of RISK_TYPES) expect(riskTypeLabel(e.code)).toBe(e.label);
    for (const e of INVESTMENT_RISK_STATUS) expect(riskStatusLabel(e.code)).toBe(e.label);
    for (const e of FUND_RISK_LEVELS) expect(riskLevelLabel(e.code)).toBe(e.label);
    expect(riskStatusLabel(3)).toBe('题目已变更');
  });
});

describe('trade records over HTTP carry the core labels', () => {
  let sb: SandboxApp;
  let c: Client;
  beforeAll(async () => {
    sb = freshSandbox();
    c = new Client(sb);
    const { cardId } = await openAccount(c, '13700137001');
    await c.post(
      '/funds/buy/',
      { symbol: '000001', amount: '1000.00', bank_card_id: cardId, password: '135790' },
      { 'Idempotency-Key': uuid() },
    );
    await c.post(
      '/funds/bao/buy/',
      { amount: '500.00', bank_card_id: cardId, password: '135790' },
      { 'Idempotency-Key': uuid() },
    );
  });
  afterAll(() => sb.close());

  it('answers status_display and direction_display from core for fund and bao records', async () => {
    const records = [
      ...(await c.get('/funds/trades/')).body.results,
      ...(await c.get('/funds/bao/trades/')).body.results,
    ] as {
      status: number;
      direction: number;
      status_display: string;
      direction_display: string;
      fund: { is_bao: boolean };
    }[];
    expect(records).toHaveLength(2);
    for (const r of records) {
      expect(r.status_display).toBe(
        tradeStatusText(r.status, { direction: r.direction, is_bao: r.fund.is_bao }),
      );
      expect(r.direction_display).toBe(tradeDirectionLabel(r.direction, r.fund.is_bao));
    }
  });
});
