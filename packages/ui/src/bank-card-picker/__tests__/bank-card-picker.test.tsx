import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BankCard } from '@jijin/core/api';
import { expectNoAxeViolations } from '../../test/axe';
import { BankCardPicker, cardLimits, defaultCardId, limitText } from '../bank-card-picker';

function card(id: number, name: string, tail: string, extra: Partial<BankCard> = {}): BankCard {
  return {
    id,
    bank_card_no: `6222 **** **** ${tail}`,
    bank_card_no_tail: tail,
    is_default: false,
    real_name: '*三',
    bank_card_type: 1,
    status: 1,
    note: null,
    bank: {
      id,
      code: 'B',
      logo: '',
      name,
      need_onlinepay: false,
      single_limit: '50000.00',
      single_day_limit: '0',
      status: 1,
      note: null,
    },
    ...extra,
  } as BankCard;
}

const icbc = card(1, '中国工商银行', '1234');
const cmb = card(2, '招商银行', '5678', { is_default: true });
const boc = card(3, '中国银行', '9012', { status: 0, note: '该银行卡系统升级' });

describe('BankCardPicker (spec 001 §9 limits, spec 000 §4 disabled cards)', () => {
  it('writes 0 as 无限额 and limits in 万', () => {
    expect(limitText('50000.00')).toBe('5万元');
    expect(limitText(0)).toBe('无限额');
    expect(cardLimits(icbc)).toBe('单笔限额5万元，单日限额无限额');
  });

  it('preselects the usable default card, else the first usable one, never a disabled one', () => {
    expect(defaultCardId([icbc, cmb, boc])).toBe(2);
    expect(defaultCardId([boc, icbc])).toBe(1);
    expect(defaultCardId([{ ...boc, is_default: true }])).toBeNull();
    expect(defaultCardId(undefined)).toBeNull();
  });

  it('shows the chosen card, opens the list and picks another; a disabled card shows its note and cannot be picked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <BankCardPicker cards={[icbc, cmb, boc]} value={1} onChange={onChange} />,
    );
    expect(screen.getByText('中国工商银行（尾号1234）')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(screen.getByText('中国工商银行（尾号1234）'));
    const dialog = await screen.findByRole('dialog', { name: '选择银行卡' });
    const disabled = within(dialog).getByRole('button', { name: /中国银行（尾号9012）/ });
    expect(disabled).toBeDisabled();
    expect(within(disabled).getByText('该银行卡系统升级')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /中国工商银行/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: /招商银行（尾号5678）/ }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('names the row by its label and describes each card with the given text', async () => {
    const user = userEvent.setup();
    render(
      <BankCardPicker
        cards={[icbc]}
        value={null}
        onChange={() => {}}
        label="回款银行卡"
        describe={() => '可卖出份额 812.34份'}
      />,
    );
    expect(screen.getByLabelText('回款银行卡：请选择银行卡')).toBeInTheDocument();
    await user.click(screen.getByText('请选择银行卡'));
    expect(await screen.findByText('可卖出份额 812.34份')).toBeInTheDocument();
  });

  it('while the cards load, says 加载中 with a limits line of its height and opens nothing', async () => {
    const user = userEvent.setup();
    const { container, rerender } = render(
      <BankCardPicker cards={[]} value={null} onChange={() => {}} loading />,
    );
    const row = screen.getByLabelText('支付方式：加载中');
    expect(row).toHaveAttribute('aria-busy', 'true');
    const description = container.querySelector('.adm-list-item-description');
    expect(description?.textContent).toBe('\u00a0');
    await user.click(screen.getByText('加载中'));
    expect(screen.queryByRole('dialog', { name: '选择银行卡' })).toBeNull();
    await expectNoAxeViolations(container);
    rerender(<BankCardPicker cards={[icbc]} value={1} onChange={() => {}} loading={false} />);
    expect(screen.getByLabelText('支付方式：中国工商银行（尾号1234）')).not.toHaveAttribute(
      'aria-busy',
    );
    expect(container.querySelector('.adm-list-item-description')?.textContent).toBe(
      cardLimits(icbc),
    );
  });
});
