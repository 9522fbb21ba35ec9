// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FundDetailScreen } from '../screens/fund-detail-screen';
import { COLLAPSED_CHARS } from '../components/fund-profile';
import { renderRoutes } from '../../shared/test/render';
import { type FakeRoute } from '../../shared/test/fake-api';
import { expectNoAxeViolations } from '../../shared/test/axe';
import { fund000001 } from '../../shared/test/fund-fixtures';
import type { Fund } from '@jijin/core/api';

// jsdom has no canvas: the lazy echarts chart is not what these tests are about.
vi.mock('@jijin/ui/charts', () => ({ NetValueChart: () => <div role="img" aria-label="走势" /> }));

const routes = [{ path: '/s/:symbol', element: <FundDetailScreen /> }];

const STRATEGY =
  '在股票投资方面，本基金重点投资于预期利润或收入具有良好增长潜力的成长型上市公司发行的股票，从基本面的分析入手挑选成长股。\n在债券投资方面，本基金可投资于国债、金融债和企业债（包括可转换债）。';

/** 000001 as the sandbox answers it from the 2026-02-17 profile (sandbox fund-profile.test.ts). */
const profiled = (over: Partial<Fund> = {}) =>
  fund000001({
    name: '华夏成长证券投资基金',
    managers: [
      { id: 1793, name: '刘睿聪', post_status: 1, start_date: null },
      { id: 3668, name: '郑晓辉', post_status: 1, start_date: null },
    ],
    manager_names: ['刘睿聪', '郑晓辉'],
    managers_date: '2026-02-17',
    company: { id: 51, name: '华夏基金管理有限公司', abbr_name: '华夏' },
    found_date: '2001-12-18',
    scale: '2937000000.00',
    scale_date: '2026-02-17',
    profile_date: '2026-02-17',
    custodian: '中国建设银行股份有限公司',
    benchmark: '本基金暂不设业绩比较基准',
    investment_objective: '本基金属成长型基金，实现基金的长期资本增值。',
    investment_strategy: STRATEGY,
    rating: null,
    rating_agency: null,
    service_tel: null,
    ...over,
  });

function api(fund: Fund): FakeRoute[] {
  return [
    { path: '/symbols/funds/000001/', reply: () => fund },
    { path: '/symbols/funds/000001/net_history/', reply: () => [] },
    { path: '/symbols/funds/000001/asset_conf/', reply: () => ({ status: 404, body: {} }) },
  ];
}

/** The fund detail of `fund` (000001), with the sandbox's other calls answered empty. */
const show = (fund: Fund) => renderRoutes('/s/000001', routes, api(fund));

/** The value shown for a label of 基金概况. */
const fact = (section: HTMLElement, label: string) =>
  within(section).getByText(label, { selector: 'dt' }).nextElementSibling!;

describe('基金概况 on the fund detail (spec 001 §2 Fund and stock detail, §3 Fund)', () => {
  it("shows the profile's full name, found date, scale in 亿 with its date, company, custodian and benchmark, dated, without axe violations", async () => {
    show(profiled());
    const section = await screen.findByRole('region', { name: '基金概况' });
    expect(within(section).getByText('资料截至 2026-02-17')).toBeTruthy();
    expect(fact(section, '基金全称')).toHaveTextContent('华夏成长证券投资基金');
    expect(fact(section, '成立日期')).toHaveTextContent('2001-12-18');
    expect(fact(section, '基金规模')).toHaveTextContent('29.37亿元（2026-02-17）');
    expect(fact(section, '基金公司')).toHaveTextContent('华夏基金管理有限公司');
    expect(fact(section, '托管银行')).toHaveTextContent('中国建设银行股份有限公司');
    expect(fact(section, '业绩比较基准')).toHaveTextContent('本基金暂不设业绩比较基准');
    // unrated (暂无评级): no rating row
    expect(within(section).queryByText('基金评级')).toBeNull();
    await expectNoAxeViolations();
  });

  it('collapses the long strategy to its first characters with 展开, and 收起 folds it again', async () => {
    const { user } = show(profiled());
    const section = await screen.findByRole('region', { name: '基金概况' });
    const strategy = fact(section, '投资策略') as HTMLElement;
    const cut = `${Array.from(STRATEGY).slice(0, COLLAPSED_CHARS).join('')}…`;
    expect(strategy).toHaveTextContent(cut);
    expect(strategy).not.toHaveTextContent('可转换债');
    const open = within(strategy).getByRole('button', { name: '展开投资策略' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(strategy).toHaveTextContent(
      '在债券投资方面，本基金可投资于国债、金融债和企业债（包括可转换债）。',
    );
    // its two paragraphs stay two
    expect(strategy.querySelectorAll('p')).toHaveLength(2);
    const close = within(strategy).getByRole('button', { name: '收起投资策略' });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations();
    await user.click(close);
    expect(strategy).not.toHaveTextContent('可转换债');
    // a short objective is shown whole, with no button
    const objective = fact(section, '投资目标') as HTMLElement;
    expect(objective).toHaveTextContent('本基金属成长型基金，实现基金的长期资本增值。');
    expect(within(objective).queryByRole('button')).toBeNull();
  });

  it('shows a rating with its agency when the fund is rated', async () => {
    show(profiled({ rating: '五星', rating_agency: '上海证券' }));
    const section = await screen.findByRole('region', { name: '基金概况' });
    expect(fact(section, '基金评级')).toHaveTextContent('五星（上海证券）');
  });

  it('a fund without a profile shows -- for what the data lacks and no date of a profile', async () => {
    show(fund000001({ name: '华夏成长混合', scale: null, scale_date: null, profile_date: null }));
    const section = await screen.findByRole('region', { name: '基金概况' });
    expect(within(section).queryByText(/资料截至/)).toBeNull();
    expect(fact(section, '基金规模')).toHaveTextContent('--');
    expect(fact(section, '托管银行')).toHaveTextContent('--');
    expect(fact(section, '业绩比较基准')).toHaveTextContent('--');
    expect(fact(section, '投资策略')).toHaveTextContent('--');
    expect(fact(section, '基金公司')).toHaveTextContent('华夏基金');
    await expectNoAxeViolations();
  });
});

describe('基金经理 on the fund detail (spec 001 §2, §3 Fund manager list)', () => {
  it("lists the source's current managers with its date, each linked to the manager page", async () => {
    show(profiled());
    const section = await screen.findByRole('region', { name: '基金经理' });
    expect(within(section).getByText('数据截至 2026-02-17')).toBeTruthy();
    const links = within(section).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['刘睿聪', '/symbols/funds/managers/1793/'],
      ['郑晓辉', '/symbols/funds/managers/3668/'],
    ]);
    await expectNoAxeViolations();
  });

  it('names a manager without a manager page as plain text, in the source order', async () => {
    show(
      profiled({
        manager_names: ['陆晓天', '刘睿聪'],
        managers: [{ id: 1793, name: '刘睿聪', post_status: 1, start_date: null }],
      }),
    );
    const section = await screen.findByRole('region', { name: '基金经理' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['陆晓天', '刘睿聪']);
    expect(within(items[0]!).queryByRole('link')).toBeNull();
    expect(within(items[1]!).getByRole('link', { name: '刘睿聪' })).toBeTruthy();
  });

  it('has no managers section when no source names one', async () => {
    show(profiled({ manager_names: [], managers: [], managers_date: null }));
    await screen.findByRole('region', { name: '基金概况' });
    expect(screen.queryByRole('region', { name: '基金经理' })).toBeNull();
  });
});
