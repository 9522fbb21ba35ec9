import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BankCardsScreen } from '../screens/bank-cards-screen';
import { BankCardDetailScreen } from '../screens/bank-card-detail-screen';
import { BindUserAddressScreen } from '../screens/bind-user-address-screen';
import { renderRoute } from '../../shared/test/render';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { card, settingsAt } from './fixtures';

const routes = [
  { path: '/accounts/bank_cards/', element: <BankCardsScreen /> },
  { path: '/accounts/bank_cards/detail/:id/', element: <BankCardDetailScreen /> },
  { path: '/accounts/bank_cards/bind/user_address/', element: <BindUserAddressScreen /> },
];

describe('BankCardsScreen (/accounts/bank_cards/, spec 000 §4 bank card states)', () => {
  it('lists cards with the default tag and status notes (disabled note default, 份额换卡中)', async () => {
    renderRoute({
      url: '/accounts/bank_cards/',
      routes,
      token: 't',
      handlers: {
        'GET /accounts/bank_cards/mine/': {
          body: [
            card(),
            card({ id: 12, bank_card_no_tail: '0025', is_default: false, status: 0, note: '' }),
            card({
              id: 13,
              bank_card_no_tail: '0033',
              is_default: false,
              status: 3,
              allow_transfer: true,
            }),
          ],
        },
      },
    });
    const first = await screen.findByRole('link', { name: /中国工商银行（尾号0017）/ });
    expect(first).toHaveAttribute('href', '/accounts/bank_cards/detail/11/');
    expect(first).toHaveTextContent('默认');
    expect(screen.getByRole('link', { name: /（尾号0025）/ })).toHaveTextContent(
      '该银行卡系统升级',
    );
    expect(screen.getByRole('link', { name: /（尾号0033）/ })).toHaveTextContent('份额换卡中');
    await expectNoSeriousAxeViolations();
  });

  it('offers 添加银行卡 when there is none', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute({
      url: '/accounts/bank_cards/',
      routes,
      token: 't',
      handlers: { 'GET /accounts/bank_cards/mine/': { body: [] } },
    });
    expect(await screen.findByText('暂无银行卡')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '添加银行卡' }));
    await waitFor(() => expect(location()).toBe('/accounts/bank_cards/bind/'));
  });
});

describe('BankCardDetailScreen (/accounts/bank_cards/detail/{id}/)', () => {
  it('shows the card and its bank limits ("0.00" unlimited)', async () => {
    renderRoute({
      url: '/accounts/bank_cards/detail/11/',
      routes,
      token: 't',
      handlers: { 'GET /accounts/bank_cards/11/': { body: card() } },
    });
    expect(await screen.findByText('6222 **** **** 0017')).toBeInTheDocument();
    expect(screen.getByText('50,000.00')).toBeInTheDocument();
    expect(screen.getByText('无限额')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '去授权' })).not.toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('asks a status-5 card to be authorized (isAuthMode=1)', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute({
      url: '/accounts/bank_cards/detail/11/',
      routes,
      token: 't',
      handlers: { 'GET /accounts/bank_cards/11/': { body: card({ status: 5 }) } },
    });
    await user.click(await screen.findByRole('button', { name: '去授权' }));
    await waitFor(() =>
      expect(location()).toBe('/accounts/bank_cards/bind/user/?id=1&isAuthMode=1'),
    );
  });
});

describe('BindUserAddressScreen (/bind/user_address/, China regions)', () => {
  it('picks province, city and district from GET /china_areas/ and saves the address', async () => {
    const user = userEvent.setup();
    const { api, location } = renderRoute({
      url: '/accounts/bank_cards/bind/user_address/',
      routes,
      token: 't',
      handlers: {
        'GET /accounts/settings/': { body: settingsAt('done') },
        'GET /careers/': { body: [{ id: 2, name: '专业技术人员' }] },
        'GET /china_areas/': (call) => {
          const parent = call.query.get('parent_code');
          if (!parent) return { body: [{ code: '110000', name: '北京市', level: 1 }] };
          if (parent === '110000')
            return { body: [{ code: '110100', name: '市辖区', level: 2, parent_code: '110000' }] };
          return { body: [{ code: '110101', name: '东城区', level: 3, parent_code: '110100' }] };
        },
        'POST /accounts/settings/': {
          body: settingsAt('done', { area_code: '110101', address: '东华门街道1号' }),
        },
      },
    });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: '省份' }),
      await screen.findByRole('option', { name: '北京市' }),
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: '城市' }),
      await screen.findByRole('option', { name: '市辖区' }),
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: '区县' }),
      await screen.findByRole('option', { name: '东城区' }),
    );
    await user.type(screen.getByRole('textbox', { name: '详细地址' }), '东华门街道1号');
    await user.selectOptions(
      screen.getByRole('combobox', { name: '职业' }),
      await screen.findByRole('option', { name: '专业技术人员' }),
    );
    await expectNoSeriousAxeViolations();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(location()).toBe('/accounts/settings/'));
    expect(api.callsTo('POST /accounts/settings/')[0]?.body).toEqual({
      area_code: '110101',
      address: '东华门街道1号',
      career_id: 2,
    });
  });

  it('asks for a region first', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute({
      url: '/accounts/bank_cards/bind/user_address/',
      routes,
      token: 't',
      handlers: {
        'GET /accounts/settings/': { body: settingsAt('done') },
        'GET /careers/': { body: [] },
        'GET /china_areas/': { body: [] },
      },
    });
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('请选择所在地区')).toBeInTheDocument();
    expect(api.callsTo('POST /accounts/settings/')).toHaveLength(0);
  });
});
