// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UI_LABELS } from '@jijin/core/messages';
import { detectClient } from '@jijin/core/navigation';
import { renderRoute } from '../../shared/test/render';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { ChatScreen } from '../../ai-chat/screens/chat-screen';
import type { FakeCall } from '../../shared/test/fake-api';

const FUND = {
  id: 1,
  symbol: '000001',
  code: '000001',
  abbr_name: '华夏成长混合',
  symbol_type: 3,
  symbol_stype: 301,
  net_value: '1.2340',
  net_value_date: '2026-04-17',
  percent_month: 1.5,
  percent_season: -2.1,
  percent_year: 12.3,
  investment_risk: 4,
};
const FUND_B = {
  ...FUND,
  id: 110011,
  symbol: '110011',
  code: '110011',
  abbr_name: '易方达优质精选混合(QDII)',
  percent_year: -3.2,
};

let n = 0;
function reply(call: FakeCall) {
  const text = (call.body as { text: string }).text;
  n += 1;
  const id = (k: number) => `m${n}-${k}`;
  if (text.includes('华夏成长'))
    return {
      body: {
        session_id: 's1',
        is_example: true,
        messages: [
          {
            id: id(1),
            type: 'text',
            text: '华夏成长混合（000001）最新单位净值 1.2340',
            card: null,
          },
          {
            id: id(2),
            type: 'card',
            text: null,
            card: { type: 'fund', title: '华夏成长混合', symbol: '000001', fund: FUND },
          },
        ],
      },
    };
  if (text.includes('我的资产'))
    return {
      body: {
        session_id: 's1',
        messages: [
          { id: id(1), type: 'text', text: '登录后才能查看我的资产。', card: null },
          {
            id: id(2),
            type: 'card',
            text: null,
            card: { type: 'login', title: '登录后查看我的资产', login_for: 'asset_health' },
          },
        ],
      },
    };
  if (text.includes('对比'))
    return {
      body: {
        session_id: 's1',
        messages: [
          {
            id: id(1),
            type: 'card',
            text: null,
            card: {
              type: 'fund_comparison',
              title: '华夏成长混合 对比 易方达',
              symbols: ['000001', '110011'],
              funds: [FUND, FUND_B],
            },
          },
        ],
      },
    };
  if (text.includes('持仓'))
    return {
      body: {
        session_id: 's1',
        messages: [
          {
            id: id(1),
            type: 'card',
            text: null,
            card: { type: 'holdings', title: '华夏成长混合 持仓', symbol: '000001' },
          },
        ],
      },
    };
  return {
    body: {
      session_id: 's1',
      messages: [
        {
          id: id(1),
          type: 'text',
          text: '抱歉，这个问题我暂时还回答不了。您可以试试这样问我：',
          card: null,
        },
      ],
      hints: ['华夏成长怎么样'],
    },
  };
}

const handlers = {
  'GET /ai/chat/hints/': {
    body: { hints: ['华夏成长怎么样', '我的资产', '对比 000001 和 110011'] },
  },
  'POST /ai/chat/user_uttered/': reply,
  'POST /ai/chat/feedback/': { body: { detail: '感谢您的反馈' } },
};
const routes = [{ path: '/ai/chat/', element: <ChatScreen /> }];

describe('the AI chat screen (spec 001 §2 AI chat, §6, §8)', () => {
  it('asks a hint and shows the fund card that opens the fund detail', async () => {
    const r = renderRoute({ url: '/ai/chat/', routes, handlers });
    await userEvent.click(await screen.findByRole('button', { name: '华夏成长怎么样' }));
    const card = await screen.findByRole('article', { name: '华夏成长混合' });
    expect(within(card).getByText('1.2340')).toBeTruthy();
    expect(r.api.callsTo('POST /ai/chat/user_uttered/')[0]!.body).toMatchObject({
      text: '华夏成长怎么样',
      input_type: 1,
    });
    await userEvent.click(within(card).getByRole('link', { name: '查看基金详情' }));
    expect(r.location()).toBe('/s/000001');
  });

  it('tags a reply the backend authored (is_example) once with 示例, a reply without the flag not', async () => {
    renderRoute({ url: '/ai/chat/', routes, handlers });
    await userEvent.click(await screen.findByRole('button', { name: '华夏成长怎么样' }));
    await screen.findByRole('article', { name: '华夏成长混合' });
    const transcript = screen.getByRole('list', { name: '对话记录' });
    expect(within(transcript).getAllByText(UI_LABELS.example)).toHaveLength(1);
    await userEvent.type(screen.getByLabelText('输入您的问题'), '我的资产');
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    await screen.findByRole('article', { name: '登录后查看我的资产' });
    expect(within(transcript).getAllByText(UI_LABELS.example)).toHaveLength(1);
  });

  it('shows a guest the login card for 我的资产 and its 去登录 goes to login with next', async () => {
    const r = renderRoute({ url: '/ai/chat/', routes, handlers });
    await userEvent.type(await screen.findByLabelText('输入您的问题'), '我的资产');
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    const card = await screen.findByRole('article', { name: '登录后查看我的资产' });
    await userEvent.click(within(card).getByRole('button', { name: '去登录' }));
    expect(r.location()).toBe('/accounts/login/?next=%2Fai%2Fchat%2F');
  });

  it('shows a comparison card whose link follows the 5.3.0 rule of the host', async () => {
    renderRoute({
      url: '/ai/chat/',
      routes,
      handlers,
      bridge: { client: detectClient('Mozilla/5.0 JijinFund/5.2.1') },
    });
    await userEvent.type(await screen.findByLabelText('输入您的问题'), '对比 000001 和 110011');
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    const card = await screen.findByRole('article', { name: /对比/ });
    expect(within(card).getByRole('table', { name: '基金对比' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: '查看详细对比' }).getAttribute('href')).toBe(
      '/symbols/funds/compare/?symbol=000001&abbr_name=%E5%8D%8E%E5%A4%8F%E6%88%90%E9%95%BF%E6%B7%B7%E5%90%88',
    );
  });

  it('marks an answer useful once and sends the feedback', async () => {
    const r = renderRoute({ url: '/ai/chat/', routes, handlers });
    await userEvent.click(await screen.findByRole('button', { name: '华夏成长怎么样' }));
    const group = await screen.findByRole('group', { name: '这个回答有帮助吗' });
    await userEvent.click(within(group).getByRole('button', { name: '有用' }));
    await waitFor(() =>
      expect(within(group).getByRole('button', { name: '有用' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    expect(within(group).getByRole('button', { name: '没用' })).toHaveProperty('disabled', true);
    const [call] = r.api.callsTo('POST /ai/chat/feedback/');
    expect(call!.body).toEqual({ message_id: expect.stringMatching(/-1$/), useful: true });
  });

  it('shows 数据请求失败，请稍后重试 for a card it cannot fill (§8)', async () => {
    renderRoute({ url: '/ai/chat/', routes, handlers });
    await userEvent.type(await screen.findByLabelText('输入您的问题'), '000001 持仓');
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    const card = await screen.findByRole('article', { name: '华夏成长混合 持仓' });
    expect(within(card).getByText('数据请求失败，请稍后重试')).toBeTruthy();
  });

  it('answers an unknown question with the fallback and offers the hints again', async () => {
    renderRoute({ url: '/ai/chat/', routes, handlers });
    await userEvent.type(await screen.findByLabelText('输入您的问题'), '今天天气');
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(await screen.findByText(/暂时还回答不了/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '华夏成长怎么样' })).toHaveLength(2);
  });

  it('refuses an empty question and keeps a question the server refused', async () => {
    const r = renderRoute({
      url: '/ai/chat/',
      routes,
      handlers: {
        ...handlers,
        'POST /ai/chat/user_uttered/': {
          status: 400,
          body: { errors: { text: ['请输入您的问题'] } },
        },
      },
    });
    await screen.findByRole('button', { name: '华夏成长怎么样' });
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入您的问题');
    expect(r.api.callsTo('POST /ai/chat/user_uttered/')).toHaveLength(0);
    const box = screen.getByLabelText('输入您的问题');
    await userEvent.type(box, '华夏');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '发送' }));
    });
    await screen.findByRole('alert');
    expect((box as HTMLTextAreaElement).value).toBe('华夏');
  });

  it('has no serious axe violation with answers on screen', async () => {
    renderRoute({ url: '/ai/chat/', routes, handlers });
    await userEvent.click(await screen.findByRole('button', { name: '华夏成长怎么样' }));
    await screen.findByRole('article', { name: '华夏成长混合' });
    await expectNoSeriousAxeViolations();
  });
});
