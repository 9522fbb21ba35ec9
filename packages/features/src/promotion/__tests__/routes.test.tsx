import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../shared/test/render';
import { promotionArea } from '../../promotion/index';

const routes = promotionArea.routes;

/** Every route of the area (each renders its real screen), with the title it shows. */
const SCREENS: [path: string, url: string, title: string][] = [
  ['/promotion/coupons/mine/', '/promotion/coupons/mine/', '我的优惠券'],
  ['/promotion/coupons/activities/', '/promotion/coupons/activities/', '领券中心'],
  ['/promotion/redpack/mine/', '/promotion/redpack/mine/', '我的红包'],
  ['/promotion/guessgame/', '/promotion/guessgame/', '猜涨跌'],
  ['/promotion/check_in/', '/promotion/check_in/', '每日签到'],
  ['/promotion/quiz/:code/', '/promotion/quiz/fund_basics/', '基金知识答题'],
  [
    '/promotion/activity/invite_user/invitations',
    '/promotion/activity/invite_user/invitations?amount=5',
    '我的邀请',
  ],
  [
    '/promotion/activity/invite_user_stock/invitations',
    '/promotion/activity/invite_user_stock/invitations',
    '邀请好友开户',
  ],
  ['/promotion/qr_code/', '/promotion/qr_code/', '邀请二维码'],
  [
    '/promotion/activity/invite_user/qr_code/',
    '/promotion/activity/invite_user/qr_code/',
    '邀请二维码',
  ],
  [
    '/promotion/activity/invite_user_stock/qr_code/',
    '/promotion/activity/invite_user_stock/qr_code/',
    '邀请二维码',
  ],
  ['/members/memberships/:id/', '/members/memberships/1/', '会员服务'],
  ['/promotion/fund_portfolios/', '/promotion/fund_portfolios/', '组合投资'],
  ['/promotion/activity/diagnosis/', '/promotion/activity/diagnosis/', '诊基有礼'],
  [
    '/promotion/activity/diagnosis/detail/:symbol/',
    '/promotion/activity/diagnosis/detail/000001/',
    '诊断结果',
  ],
  [
    '/promotion/activity/diagnosis/recommend',
    '/promotion/activity/diagnosis/recommend',
    '高分基金榜',
  ],
  ['/promotion/activity/fm_radio/', '/promotion/activity/fm_radio/', '基金电台'],
  ['/promotion/fixed_invest/detail/', '/promotion/fixed_invest/detail/', '定投计算器'],
  ['/promotion/diagnose/', '/promotion/diagnose/', '一键诊基'],
];

describe('every promotion route renders its own screen', () => {
  it('lists every route of the area in this table', () => {
    expect(routes.map((r) => r.path).sort()).toEqual(SCREENS.map(([p]) => p).sort());
  });

  it.each(SCREENS)('%s renders its screen', async (_path, url, title) => {
    const { unmount } = renderRoute({ url, routes, token: 't', handlers: {} });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    unmount();
  });
});
