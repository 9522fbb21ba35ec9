// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SettingsScreen } from '../screens/settings-screen';
import { renderRoute } from '../../shared/test/render';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { settingsAt } from './fixtures';

function render(bindings: unknown[] = []) {
  return renderRoute({
    url: '/accounts/settings/',
    routes: [{ path: '/accounts/settings/', element: <SettingsScreen /> }],
    token: 't',
    handlers: {
      'GET /accounts/settings/': { body: settingsAt('done') },
      'GET /accounts/social_bindings/': { body: bindings },
      'POST /accounts/settings/': { body: { ...settingsAt('done'), email: 'a@b.com' } },
    },
  });
}

describe('settings: the statements email (spec 000 §5 Email) and social bindings', () => {
  it('spec 000 §5: refuses an email of a wrong shape with 请输入正确的邮箱地址 and sends nothing; no serious axe violation', async () => {
    const user = userEvent.setup();
    const r = render();
    await user.type(await screen.findByRole('textbox', { name: '对账单邮箱（选填）' }), 'a@b.c');
    await user.click(screen.getByRole('button', { name: '保存邮箱' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入正确的邮箱地址');
    expect(r.api.callsTo('POST /accounts/settings/')).toHaveLength(0);
    await expectNoSeriousAxeViolations();
  });

  it('spec 000 §5: saves an email with 2-3 character dot segments through POST /accounts/settings/', async () => {
    const user = userEvent.setup();
    const r = render();
    await user.type(
      await screen.findByRole('textbox', { name: '对账单邮箱（选填）' }),
      'li.na@mail.com.cn',
    );
    await user.click(screen.getByRole('button', { name: '保存邮箱' }));
    await waitFor(() => expect(r.api.callsTo('POST /accounts/settings/')).toHaveLength(1));
    expect(r.api.callsTo('POST /accounts/settings/')[0]!.body).toEqual({
      email: 'li.na@mail.com.cn',
    });
  });

  it('names QQ and 微博 bindings in Chinese, never by their raw ids', async () => {
    render([
      { provider: 'qq', bound: true, nickname: '小李' },
      { provider: 'weibo', bound: false },
    ]);
    expect(await screen.findByText('QQ绑定')).toBeInTheDocument();
    expect(screen.getByText('微博绑定')).toBeInTheDocument();
    expect(screen.queryByText(/qq绑定|weibo绑定/)).toBeNull();
  });
});
