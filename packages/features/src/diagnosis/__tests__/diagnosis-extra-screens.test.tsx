import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../shared/test/render';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { fund000001 } from '../../shared/test/fund-fixtures';
import { diagnosisArea } from '../../diagnosis/index';

const routes = diagnosisArea.routes;
const pager = <T,>(results: T[]) => ({
  count: results.length,
  total_count: results.length,
  total_page: 1,
  page: 1,
  page_size: 200,
  results,
});

const YEAR = {
  period: 'y',
  period_display: '持有1年',
  profit_probability: 61.7,
  expected_percent: 12.1,
  max_loss_percent: -58.3,
  best_percent: 190.2,
  samples: 5710,
  percentiles: { p10: -22.5, p25: -6.1, p50: 8.8, p75: 28.4, p90: 52.9 },
};

describe('diagnosis by company (spec 001 §2: companies left, funds right; §9 200 by -assets_total)', () => {
  it('lists the companies by assets and the chosen company funds, each opening its diagnosis', async () => {
    const r = renderRoute({
      url: '/symbols/funds/diagnosis/company',
      routes,
      handlers: {
        'GET /symbols/funds/companies/': {
          body: pager([
            { id: 119, name: '易方达基金管理有限公司', abbr_name: '易方达' },
            { id: 1, name: '华夏基金管理有限公司', abbr_name: '华夏' },
          ]),
        },
        'GET /symbols/funds/': { body: pager([fund000001()]) },
      },
    });
    const companies = await screen.findByRole('navigation', { name: '基金公司' });
    expect(within(companies).getByRole('button', { name: '易方达' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const q = r.api.callsTo('GET /symbols/funds/companies/')[0]!.query;
    expect([q.get('page_size'), q.get('sort')]).toEqual(['200', '-assets_total']);
    await userEvent.click(within(companies).getByRole('button', { name: '华夏' }));
    const funds = await screen.findByRole('region', { name: '该公司的基金' });
    expect(await within(funds).findByRole('link', { name: '华夏成长混合' })).toHaveAttribute(
      'href',
      '/symbols/funds/diagnosis/detail/000001/',
    );
    await waitFor(() =>
      expect(r.api.callsTo('GET /symbols/funds/').at(-1)!.query.get('company_id')).toBe('1'),
    );
    await expectNoSeriousAxeViolations();
  });
});

describe('diagnosis of followed funds (spec 001 §2, §6 guests have an empty followed list)', () => {
  it('offers login to a guest', async () => {
    renderRoute({ url: '/symbols/funds/diagnosis/optional', routes });
    expect(await screen.findByText('登录后可诊断自选基金')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去登录' })).toBeInTheDocument();
  });

  it('lists the user followed funds (page size 10000) to diagnose', async () => {
    const r = renderRoute({
      url: '/symbols/funds/diagnosis/optional',
      routes,
      token: 't',
      handlers: { 'GET /symbols/funds/following/': { body: pager([fund000001()]) } },
    });
    const list = await screen.findByRole('list', { name: '自选基金' });
    expect(within(list).getByRole('link', { name: '华夏成长混合' })).toHaveAttribute(
      'href',
      '/symbols/funds/diagnosis/detail/000001/',
    );
    expect(r.api.callsTo('GET /symbols/funds/following/')[0]!.query.get('page_size')).toBe('10000');
    await expectNoSeriousAxeViolations();
  });
});

describe('potential and asset forecast (spec 001 §2 /potential/{id}/, /asset_forecast/{id}/)', () => {
  it('shows the potential score and the holding-period statistics', async () => {
    renderRoute({
      url: '/symbols/funds/potential/000001/',
      routes,
      handlers: {
        'GET /symbols/funds/potential/000001/': {
          body: { symbol: '000001', score: 63.4, summary: '综合评分63.4分', profit_loss: [YEAR] },
        },
      },
    });
    const year = await screen.findByRole('region', { name: '持有1年盈亏预测' });
    expect(within(year).getByText('61.70%')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '评分63分' })).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('turns the amount typed into values per holding period, at /s/{symbol}/asset_forecast/ too', async () => {
    const r = renderRoute({
      url: '/s/000001/asset_forecast/',
      routes,
      handlers: {
        'GET /symbols/funds/000001/asset_forecast/': {
          body: {
            symbol: '000001',
            amount: '20000.00',
            periods: [
              {
                period: 'y',
                worth_value_low: '15500.00',
                worth_value_mid: '21760.00',
                worth_value_high: '30580.00',
              },
            ],
          },
        },
      },
    });
    const input = await screen.findByRole('textbox', { name: '投入金额' });
    expect(input).toHaveValue('10000');
    await userEvent.clear(input);
    await userEvent.type(input, '20000');
    await waitFor(() =>
      expect(
        r.api.callsTo('GET /symbols/funds/000001/asset_forecast/').at(-1)!.query.get('amount'),
      ).toBe('20000.00'),
    );
    const table = await screen.findByRole('table', { name: /到期价值/ });
    expect(within(table).getByRole('rowheader', { name: '持有1年' })).toBeInTheDocument();
    expect(within(table).getByText('21,760.00')).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });
});
