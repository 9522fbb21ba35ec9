// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../shared/test/render';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { portfoliosArea } from '../index';
import { portfolio } from './fixtures';

describe('/funds/proposal/details/{id}/ (spec 001 §2 Fund trading, §5 Fund proposal)', () => {
  it('spec 001 §2: the route exists and lists the proposal’s funds with their positions adding to 100 %; no serious axe violation', async () => {
    renderRoute({
      url: '/funds/proposal/details/11/',
      routes: portfoliosArea.routes,
      handlers: { 'GET /portfolio/11/': { body: portfolio() } },
      token: 't',
    });
    const list = await screen.findByRole('list', { name: '方案中的基金' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      '华夏成长混合（000001）40%',
      '华夏聚利债券A（000014）30%',
      '民生加银鑫享债券A（003382）30%',
    ]);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/s/000001');
    expect(screen.getByRole('button', { name: '买入' })).toBeEnabled();
    await expectNoSeriousAxeViolations();
  });
});
