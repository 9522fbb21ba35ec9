import { createMemoryStorage, diagnosisHistory, diagnosisList } from '@jijin/core';
import { guestDiagnosisCounter } from '@jijin/core/lists';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../app/api-types';
import { renderRoute } from '../../shared/test/render';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { diagnosisArea } from '../../diagnosis/index';
import { DIAGNOSIS_HISTORY_MAX } from '../../shared/fund-diagnosis';

const routes = diagnosisArea.routes;

function diagnosis(over: Partial<Schemas['Diagnosis']> = {}): Schemas['Diagnosis'] {
  return {
    id: 0,
    code: '000001',
    analyse_date: '2026-04-17',
    is_alert: false,
    is_recommended: false,
    is_following: false,
    score: 63.4,
    scores: {
      profitability: 92.1,
      anti_risk: 55,
      stability: 48.2,
      excess_income: 90.3,
      holding_experience: 61.7,
    },
    summary: '综合评分63.4分，收益能力最好，稳定性较弱。',
    source_fund_symbol: '000001',
    fund: { symbol: '000001', abbr_name: '华夏成长混合' },
    profit_loss: [
      {
        period: 'y',
        period_display: '持有1年',
        profit_probability: 61.7,
        expected_percent: 12.1,
        max_loss_percent: -58.3,
        best_percent: 190.2,
        samples: 5710,
        percentiles: { p10: -22.5, p25: -6.1, p50: 8.8, p75: 28.4, p90: 52.9 },
        distribution: [
          { lower: null, upper: -20, percent: 12 },
          { lower: -20, upper: -10, percent: 10 },
          { lower: -10, upper: 0, percent: 16.3 },
          { lower: 0, upper: 10, percent: 14 },
          { lower: 10, upper: 20, percent: 12 },
          { lower: 20, upper: null, percent: 35.7 },
        ],
      },
    ],
    fund_managers: [{ id: 686, name: '郑希' }],
    recommend_funds: [],
    ...over,
  };
}

describe('diagnosis detail (spec 001 §3 Diagnosis, §4 guest diagnosis, §9 limit 3)', () => {
  it('shows the score, the sub-scores with their colours and the holding-period forecast', async () => {
    renderRoute({
      url: '/symbols/funds/diagnosis/detail/000001/',
      routes,
      handlers: { 'POST /symbols/funds/000001/analyse/': { body: diagnosis() } },
    });
    expect(await screen.findByRole('heading', { name: '华夏成长混合' })).toBeInTheDocument();
    const scores = screen.getByRole('list', { name: '分项评分' });
    expect(within(scores).getByRole('img', { name: '评分92分' })).toHaveAttribute(
      'data-color',
      'red',
    );
    expect(within(scores).getByRole('img', { name: '评分55分' })).toHaveAttribute(
      'data-color',
      'green',
    );
    const year = screen.getByRole('region', { name: '持有1年盈亏预测' });
    expect(within(year).getByText('61.70%')).toBeInTheDocument();
    expect(within(year).getByText(/5710个历史买入日/)).toBeInTheDocument();
    expect(within(year).getByRole('list', { name: '收益分布' }).children).toHaveLength(6);
    expect(screen.getByRole('link', { name: '郑希' })).toHaveAttribute(
      'href',
      '/symbols/funds/managers/686/',
    );
    await expectNoSeriousAxeViolations();
  });

  it("counts a guest's new funds on the device and asks for login at the fourth (not for a fund seen before)", async () => {
    const storage = createMemoryStorage();
    const counter = guestDiagnosisCounter(storage);
    counter.record();
    counter.record();
    counter.record();
    diagnosisList(storage).add({
      code: '000001',
      name: '华夏成长混合',
      score: 63.4,
      date: '2026-04-17',
    });
    const r = renderRoute({
      url: '/symbols/funds/diagnosis/detail/161725/',
      routes,
      storage,
      handlers: { 'POST /symbols/funds/161725/analyse/': { body: diagnosis() } },
    });
    expect(await screen.findByText('免费诊断次数已用完，登录后可继续诊断')).toBeInTheDocument();
    expect(r.api.callsTo('POST /symbols/funds/161725/analyse/')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '去登录' }));
    await waitFor(() =>
      expect(r.location()).toBe(
        '/accounts/login/?next=%2Fsymbols%2Ffunds%2Fdiagnosis%2Fdetail%2F161725%2F',
      ),
    );
  });

  it('records a guest diagnosis in the recent list and the counter', async () => {
    const storage = createMemoryStorage();
    renderRoute({
      url: '/symbols/funds/diagnosis/detail/000001/',
      routes,
      storage,
      handlers: { 'POST /symbols/funds/000001/analyse/': { body: diagnosis() } },
    });
    await screen.findByRole('heading', { name: '华夏成长混合' });
    expect(guestDiagnosisCounter(storage).used()).toBe(1);
    expect(
      diagnosisList(storage)
        .all()
        .map((e) => e.code),
    ).toEqual(['000001']);
    expect(screen.getByText('剩余免费诊断2次')).toBeInTheDocument();
  });

  it('does not count a diagnosis that failed, and 重新加载 diagnoses again', async () => {
    const storage = createMemoryStorage();
    let calls = 0;
    renderRoute({
      url: '/symbols/funds/diagnosis/detail/000001/',
      routes,
      storage,
      handlers: {
        'POST /symbols/funds/000001/analyse/': () =>
          ++calls === 1 ? 'offline' : { body: diagnosis() },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    await screen.findByRole('heading', { name: '华夏成长混合' });
    expect(calls).toBe(2);
    expect(guestDiagnosisCounter(storage).used()).toBe(1);
  });
});

describe('tracked funds (spec 001 §4 stop-tracking: confirmation, row removed)', () => {
  it('stops tracking after the confirmation and the row goes', async () => {
    let tracked = [
      diagnosis({
        id: 7,
        is_following: true,
        is_alert: true,
        alert_reason: '评分由70分降至63.4分',
      }),
    ];
    const r = renderRoute({
      url: '/symbols/funds/diagnosis/review/',
      routes,
      token: 't',
      handlers: {
        'GET /symbols/funds/analyse_history/': () => ({
          body: { current_page: 1, total_count: tracked.length, total_page: 1, results: tracked },
        }),
        'POST /symbols/analyse_history/7/unfollow/': () => {
          tracked = [];
          return { body: { followed: false } };
        },
      },
    });
    const list = await screen.findByRole('list', { name: '跟踪的基金' });
    expect(within(list).getByText('预警：评分由70分降至63.4分')).toBeInTheDocument();
    expect(r.api.callsTo('GET /symbols/funds/analyse_history/')[0]!.query.get('is_following')).toBe(
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: '编辑' }));
    await userEvent.click(screen.getByRole('button', { name: '停止跟踪' }));
    expect(
      await screen.findByText('停止跟踪后，将不再收到该基金及相关基金的诊断信息，确定停止吗？'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('还没有跟踪的基金')).toBeInTheDocument();
    expect(r.api.callsTo('POST /symbols/analyse_history/7/unfollow/')).toHaveLength(1);
  });
});

describe('the diagnosis history (spec 000 §3 local lists: de-duplicated by source_fund_symbol, newest first)', () => {
  it('folds the whole history under 诊断历史 on the home screen, beyond the 11 recent diagnoses', async () => {
    const storage = createMemoryStorage();
    const recent = diagnosisList<{ code: string; name: string; score: number; date: string }>(
      storage,
    );
    const history = diagnosisHistory<{
      source_fund_symbol: string;
      name: string;
      score: number;
      date: string;
    }>(storage, DIAGNOSIS_HISTORY_MAX);
    for (let i = 1; i <= 13; i++) {
      const code = `0000${String(i).padStart(2, '0')}`;
      const entry = { name: `基金${i}`, score: 50 + i, date: '2026-04-17' };
      recent.add({ code, ...entry });
      history.add({ source_fund_symbol: code, ...entry });
    }
    history.add({ source_fund_symbol: '000002', name: '基金2', score: 52, date: '2026-04-20' });
    renderRoute({ url: '/symbols/funds/diagnosis/', routes, storage });
    const recentList = await screen.findByRole('list', { name: '最近诊断' });
    expect(within(recentList).getAllByRole('listitem')).toHaveLength(11);
    await userEvent.click(screen.getByText('诊断历史（13只基金）'));
    const items = within(screen.getByRole('list', { name: '诊断历史' })).getAllByRole('listitem');
    expect(items).toHaveLength(13);
    expect(items[0]).toHaveTextContent('000002 · 诊断于2026-04-20');
    expect(within(items[12]!).getByRole('link', { name: '基金1' })).toHaveAttribute(
      'href',
      '/symbols/funds/diagnosis/detail/000001/',
    );
    await expectNoSeriousAxeViolations();
  });
});
