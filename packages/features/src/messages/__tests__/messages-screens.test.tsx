import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../shared/test/render';
import { apiError } from '../../shared/test/fake-api';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { createMemoryStorage } from '@jijin/core';
import { NOTIFIED_MESSAGE_KEY } from '../../shared/message-notices';
import { messagesArea } from '../index';

const routes = messagesArea.routes;

const msg = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  category: 'trade',
  kind: 'trade_confirmed',
  title: '买入确认成功',
  content: `您于2026-04-20买入的华夏成长混合已确认：确认份额885.98份，确认净值1.1270（2026-04-20）。`,
  created_at: '2026-04-21T00:00:00+08:00',
  read: false,
  symbol: '000001',
  link: '/accounts/funds/trades/1/',
  ...over,
});
const page = (results: unknown[], total = results.length) => ({
  current_page: 1,
  total_count: total,
  total_page: Math.ceil(total / 20),
  results,
});
const UNREAD = { total: 1, trade: 1, fixed: 0, alert: 0, activity: 0 };

describe('the message centre inbox (designed GET /messages/, the contract pager)', () => {
  it('lists messages newest first with an unread mark, by category tab, and marks all read', async () => {
    const r = renderRoute({
      url: '/accounts/messages/',
      routes,
      token: 't',
      handlers: {
        'GET /messages/': (call) => ({
          body: page(
            call.query.get('category') === 'fixed'
              ? [
                  msg(3, {
                    category: 'fixed',
                    title: '定投扣款失败',
                    content: '扣款失败：银行卡不可用',
                  }),
                ]
              : [msg(2), msg(1, { read: true, title: '资金到账', kind: 'money_arrived' })],
          ),
        }),
        'GET /messages/unread/': { body: UNREAD },
        'POST /messages/read_all/': { body: { ...UNREAD, total: 0, trade: 0 } },
      },
    });
    const list = await screen.findByRole('list', { name: '消息列表' });
    const links = await within(list).findAllByRole('link');
    expect(links[0]).toHaveAccessibleName(/^未读买入确认成功/);
    expect(links[0]).toHaveAttribute('href', '/accounts/messages/2/');
    expect(links[1]).toHaveAccessibleName(/^资金到账/);
    expect(await screen.findByText('1条未读')).toBeInTheDocument();
    await expectNoSeriousAxeViolations();

    await userEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(r.api.callsTo('POST /messages/read_all/')).toHaveLength(1));
    expect(r.api.callsTo('POST /messages/read_all/')[0]!.body).toEqual({});

    await userEvent.click(screen.getByRole('tab', { name: '定投' }));
    expect(await screen.findByText('定投扣款失败')).toBeInTheDocument();
    expect(r.location()).toBe('/accounts/messages/?category=fixed');
    expect(r.api.callsTo('GET /messages/').at(-1)!.query.get('category')).toBe('fixed');
  });

  it('says so when there is no message', async () => {
    renderRoute({
      url: '/accounts/messages/?category=alert',
      routes,
      token: 't',
      handlers: {
        'GET /messages/': { body: page([]) },
        'GET /messages/unread/': { body: { ...UNREAD, total: 0, trade: 0 } },
      },
    });
    expect(await screen.findByText('暂无消息')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '全部已读' })).toBeDisabled();
  });

  it('hands the newest unread message to the host once (native notify); the web has none', async () => {
    const notify = vi.fn(async () => true);
    const storage = createMemoryStorage();
    const handlers = {
      'GET /messages/': { body: page([msg(7)]) },
      'GET /messages/unread/': { body: UNREAD },
    };
    const first = renderRoute({
      url: '/accounts/messages/',
      routes,
      token: 't',
      storage,
      handlers,
      bridge: { notify },
    });
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    expect(notify).toHaveBeenCalledWith({
      id: 7,
      title: '买入确认成功',
      body: msg(7).content,
      link: '/accounts/messages/7/',
    });
    expect(storage.getItem(NOTIFIED_MESSAGE_KEY)).toBe('7');
    first.unmount();
    renderRoute({
      url: '/accounts/messages/',
      routes,
      token: 't',
      storage,
      handlers,
      bridge: { notify },
    });
    await screen.findByRole('list', { name: '消息列表' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notify).toHaveBeenCalledTimes(1);
  });
});

describe('one message (designed GET /messages/{id}/)', () => {
  it('shows it in full, links to what it is about, and marks it read', async () => {
    const r = renderRoute({
      url: '/accounts/messages/2/',
      routes,
      token: 't',
      handlers: {
        'GET /messages/2/': { body: msg(2) },
        'POST /messages/2/read/': { body: msg(2, { read: true }) },
      },
    });
    expect(await screen.findByRole('heading', { name: '买入确认成功' })).toBeInTheDocument();
    expect(screen.getByText(/确认净值1.1270/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看详情' })).toHaveAttribute(
      'href',
      '/accounts/funds/trades/1/',
    );
    await waitFor(() => expect(r.api.callsTo('POST /messages/2/read/')).toHaveLength(1));
    await expectNoSeriousAxeViolations();
  });
});

describe('message settings (designed PUT /messages/settings/)', () => {
  it('turns a category off', async () => {
    const r = renderRoute({
      url: '/accounts/messages/settings/',
      routes,
      token: 't',
      handlers: {
        'GET /messages/settings/': {
          body: { trade: true, fixed: true, alert: true, activity: true },
        },
        'PUT /messages/settings/': {
          body: { trade: false, fixed: true, alert: true, activity: true },
        },
      },
    });
    const sw = await screen.findByRole('switch', { name: '交易消息' });
    expect(sw).toBeChecked();
    await expectNoSeriousAxeViolations();
    await userEvent.click(sw);
    await waitFor(() => expect(r.api.callsTo('PUT /messages/settings/')).toHaveLength(1));
    expect(r.api.callsTo('PUT /messages/settings/')[0]!.body).toEqual({ trade: false });
  });
});

describe('fund alerts (designed /messages/alerts/: on confirmed NAV only)', () => {
  const alert = {
    id: 4,
    symbol: '000001',
    fund_name: '华夏成长混合',
    kind: 'day_change',
    threshold: '2',
    created_at: '2026-04-20T10:00:00+08:00',
    fired_count: 1,
    last_fired_date: '2026-04-27',
  };

  it('checks the form, sends the alert, shows the server’s reason, lists and deletes', async () => {
    let created = 0;
    const r = renderRoute({
      url: '/accounts/messages/alerts/?symbol=000001',
      routes,
      token: 't',
      handlers: {
        'GET /messages/alerts/': { body: [alert] },
        'POST /messages/alerts/': (call) =>
          call.body?.kind === 'holding_return'
            ? apiError(400, { kind: ['您未持有该基金（或份额尚未确认），无法设置持有收益提醒'] })
            : ((created += 1), { body: { ...alert, id: 5 } }),
        'DELETE /messages/alerts/4/': { body: { detail: '提醒已删除' } },
      },
    });
    const list = await screen.findByRole('list', { name: '我的提醒' });
    expect(within(list).getByText('单日涨跌幅 ±2%')).toBeInTheDocument();
    expect(within(list).getByText('已提醒1次，最近一次为2026-04-27的净值')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '基金代码' })).toHaveValue('000001');
    await expectNoSeriousAxeViolations();

    await userEvent.click(screen.getByRole('button', { name: '设置提醒' }));
    expect(await screen.findByText('请输入正确的数值')).toBeInTheDocument();
    expect(r.api.callsTo('POST /messages/alerts/')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: '单日涨跌幅（%）' }), '2.5');
    await userEvent.click(screen.getByRole('button', { name: '设置提醒' }));
    await waitFor(() => expect(created).toBe(1));
    expect(r.api.callsTo('POST /messages/alerts/')[0]!.body).toEqual({
      symbol: '000001',
      kind: 'day_change',
      threshold: '2.5',
    });

    await userEvent.click(screen.getByRole('radio', { name: '持有收益率' }));
    await userEvent.type(screen.getByRole('textbox', { name: '持有收益率（%）' }), '15');
    await userEvent.click(screen.getByRole('button', { name: '设置提醒' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('您未持有该基金');

    await userEvent.click(
      screen.getByRole('button', { name: '删除华夏成长混合单日涨跌幅 ±2%提醒' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(r.api.callsTo('DELETE /messages/alerts/4/')).toHaveLength(1));
  });
});
