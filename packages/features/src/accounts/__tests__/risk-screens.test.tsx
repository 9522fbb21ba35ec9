import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UI_LABELS } from '@jijin/core/messages';
import { RiskIntroScreen } from '../screens/risk-intro-screen';
import { RiskQuestionsScreen } from '../screens/risk-questions-screen';
import { RiskMismatchScreen } from '../screens/risk-mismatch-screen';
import { renderRoute } from '../../shared/test/render';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { PROFILE_TESTED, PROFILE_UNTESTED, QUESTIONNAIRE, settingsAt } from './fixtures';

const routes = [
  { path: '/accounts/investment_risk/', element: <RiskIntroScreen /> },
  { path: '/accounts/investment_risk/questions/', element: <RiskQuestionsScreen /> },
  { path: '/accounts/investment_risk/questions/again/', element: <RiskQuestionsScreen again /> },
  { path: '/accounts/investment_risk/mismatch_assets/', element: <RiskMismatchScreen /> },
];

describe('RiskIntroScreen (/accounts/investment_risk/)', () => {
  it('invites an untested user to start, no serious axe violation', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute({
      url: '/accounts/investment_risk/?open_account=1',
      routes,
      token: 't',
      handlers: {
        'GET /accounts/settings/': { body: settingsAt('risk_test') },
        'GET /funds/investment_risk/mine/': { body: PROFILE_UNTESTED },
      },
    });
    const start = await screen.findByRole('button', { name: '开始测评' });
    await expectNoSeriousAxeViolations();
    await user.click(start);
    await waitFor(() =>
      expect(location()).toBe('/accounts/investment_risk/questions/?open_account=1'),
    );
  });

  it('shows a tested profile with retake and the mismatched holdings link', async () => {
    renderRoute({
      url: '/accounts/investment_risk/',
      routes,
      token: 't',
      handlers: {
        'GET /accounts/settings/': { body: settingsAt('done') },
        'GET /funds/investment_risk/mine/': { body: PROFILE_TESTED },
      },
    });
    const result = await screen.findByRole('region', { name: '我的测评结果' });
    expect(result).toHaveTextContent('平衡型');
    expect(result).toHaveTextContent('2027-04-20');
    expect(screen.getByRole('button', { name: '重新测评' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /风险不匹配的持仓/ })).toHaveAttribute(
      'href',
      '/accounts/investment_risk/mismatch_assets/',
    );
    await expectNoSeriousAxeViolations();
  });

  it('says an expired test must be retaken (status 2)', async () => {
    renderRoute({
      url: '/accounts/investment_risk/',
      routes,
      token: 't',
      handlers: {
        'GET /accounts/settings/': { body: settingsAt('done') },
        'GET /funds/investment_risk/mine/': {
          body: {
            ...PROFILE_TESTED,
            investment_risk_status: 2,
            investment_risk_status_display: '已过期',
          },
        },
      },
    });
    expect(await screen.findByText('您的测评结果已失效，请重新测评')).toBeInTheDocument();
  });
});

describe('RiskQuestionsScreen (/questions/ and /questions/again/)', () => {
  it('flags unanswered questions and sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({
      url: '/accounts/investment_risk/questions/',
      routes,
      token: 't',
      handlers: {
        'GET /accounts/settings/': { body: settingsAt('done') },
        'GET /funds/investment_risk/questions/': { body: QUESTIONNAIRE },
      },
    });
    await user.click(await screen.findByRole('button', { name: '提交' }));
    expect(await screen.findByText('还有2道题未作答')).toBeInTheDocument();
    expect(screen.getAllByText('请选择答案')).toHaveLength(2);
    expect(api.callsTo('POST /funds/investment_risk/answer/')).toHaveLength(0);
    await expectNoSeriousAxeViolations();
  });

  it('tags a questionnaire the backend authored (is_example) once with 示例; none without the flag', async () => {
    const view = (body: typeof QUESTIONNAIRE) =>
      renderRoute({
        url: '/accounts/investment_risk/questions/',
        routes,
        token: 't',
        handlers: {
          'GET /accounts/settings/': { body: settingsAt('done') },
          'GET /funds/investment_risk/questions/': { body },
        },
      });
    const first = view({ ...QUESTIONNAIRE, is_example: true });
    const form = await screen.findByRole('form', { name: '风险测评' });
    expect(within(form).getAllByText(UI_LABELS.example)).toHaveLength(1);
    first.unmount();
    view(QUESTIONNAIRE);
    await screen.findByRole('form', { name: '风险测评' });
    expect(screen.queryByText(UI_LABELS.example)).toBeNull();
  });

  it('in the open-account flow, sends the answers, shows the result and returns to the remembered origin', async () => {
    const user = userEvent.setup();
    let step: 'risk_test' | 'done' = 'risk_test';
    const { api, location, services } = renderRoute({
      url: '/accounts/investment_risk/questions/?open_account=1',
      routes,
      token: 't',
      handlers: {
        'GET /accounts/settings/': () => ({ body: settingsAt(step) }),
        'GET /funds/investment_risk/questions/': { body: QUESTIONNAIRE },
        'POST /funds/investment_risk/answer/': () => {
          step = 'done';
          return { body: PROFILE_TESTED };
        },
      },
    });
    services.cookies.set('risk_test_origin', '/s/000001/buy/');
    await user.click(await screen.findByRole('radio', { name: '31-50岁' }));
    await user.click(screen.getByRole('checkbox', { name: '银行理财' }));
    await user.click(screen.getByRole('checkbox', { name: '股票' }));
    await user.click(screen.getByRole('button', { name: '提交' }));
    const dialog = await screen.findByRole('dialog', { name: '测评完成' });
    expect(dialog).toHaveTextContent('您的风险承受能力为：平衡型，适合中风险及以下产品');
    await user.click(within(dialog).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(location()).toBe('/s/000001/buy/'));
    expect(api.callsTo('POST /funds/investment_risk/answer/')[0]?.body).toEqual({
      answers: [
        { question_id: 1, option_id: 12 },
        { question_id: 2, option_id: 21 },
        { question_id: 2, option_id: 22 },
      ],
    });
    expect(services.cookies.get('risk_test_origin')).toBeUndefined();
  });

  it('a retake outside the flow with no origin ends on the result page', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute({
      url: '/accounts/investment_risk/questions/again/',
      routes,
      token: 't',
      handlers: {
        'GET /accounts/settings/': { body: settingsAt('done') },
        'GET /funds/investment_risk/questions/': { body: QUESTIONNAIRE },
        'GET /funds/investment_risk/mine/': { body: PROFILE_TESTED },
        'POST /funds/investment_risk/answer/': { body: PROFILE_TESTED },
      },
    });
    expect(await screen.findByRole('heading', { name: '重新测评' })).toBeInTheDocument();
    // The header renders before the questionnaire's answer arrives: wait for the questions.
    await user.click(await screen.findByRole('radio', { name: '18-30岁' }));
    await user.click(screen.getByRole('checkbox', { name: '股票' }));
    await user.click(screen.getByRole('button', { name: '提交' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '测评完成' })).getByRole('button', {
        name: '我知道了',
      }),
    );
    await waitFor(() => expect(location()).toBe('/accounts/investment_risk/'));
  });
});

describe('RiskMismatchScreen (/mismatch_assets/)', () => {
  it('lists holdings above the risk type, with their value', async () => {
    renderRoute({
      url: '/accounts/investment_risk/mismatch_assets/',
      routes,
      token: 't',
      handlers: {
        'GET /funds/investment_risk/mismatch_assets/': {
          body: [
            {
              product_type: 'fund',
              id: 1,
              symbol: '000001',
              name: '华夏成长混合',
              investment_risk: 4,
              investment_risk_display: '中高风险',
              worth_value: '1234.50',
            },
          ],
        },
      },
    });
    expect(await screen.findByText('华夏成长混合')).toBeInTheDocument();
    expect(screen.getByText('1,234.50')).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('says when nothing is mismatched', async () => {
    renderRoute({
      url: '/accounts/investment_risk/mismatch_assets/',
      routes,
      token: 't',
      handlers: { 'GET /funds/investment_risk/mismatch_assets/': { body: [] } },
    });
    expect(await screen.findByText('暂无风险不匹配的持仓')).toBeInTheDocument();
  });
});

describe('RiskIntroScreen — lowering the risk type (POST investment_risk/change/)', () => {
  it('offers only more conservative types and sends the choice', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({
      url: '/accounts/investment_risk/',
      routes,
      token: 't',
      handlers: {
        'GET /accounts/settings/': { body: settingsAt('done') },
        'GET /funds/investment_risk/mine/': { body: PROFILE_TESTED },
        'POST /funds/investment_risk/change/': {
          body: { ...PROFILE_TESTED, investment_risk: 2, investment_risk_display: '稳健型' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: '调低风险类型' }));
    expect(await screen.findByRole('button', { name: '稳健型' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保守型' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '平衡型' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '稳健型' }));
    await waitFor(() =>
      expect(api.callsTo('POST /funds/investment_risk/change/')[0]?.body).toEqual({
        investment_risk: 2,
      }),
    );
  });
});
