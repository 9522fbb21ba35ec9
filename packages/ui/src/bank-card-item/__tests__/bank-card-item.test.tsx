import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { BankCardItem, bankLimitText, type BankCardItemCard } from '../bank-card-item';

const card: BankCardItemCard = {
  id: 1,
  bank_card_no_tail: '1234',
  status: 1,
  bank: {
    name: '招商银行',
    logo: 'data:image/png;base64,iVBORw0KGgo=',
    single_limit: '50000',
    single_day_limit: 0,
  },
};

describe('BankCardItem', () => {
  it('shows the bank, tail and limits with 0 as 不限 (spec 001 §9)', async () => {
    const { container } = render(<BankCardItem card={card} />);
    expect(screen.getByText('招商银行（尾号1234）')).toBeInTheDocument();
    expect(screen.getByText('单笔限额5万元，单日限额不限')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('writes limits below 1万 as yuan', () => {
    expect(bankLimitText(2000)).toBe('2000元');
    expect(bankLimitText(null)).toBe('不限');
  });

  it('disables a status-0 card with a note, defaulting to 该银行卡系统升级 (spec 000 §4)', async () => {
    const onSelect = vi.fn();
    const { container } = render(
      <BankCardItem card={{ ...card, status: 0, note: '' }} onSelect={onSelect} />,
    );
    expect(screen.getByText('该银行卡系统升级')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /招商银行/ })).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it('asks for authorization on status 5 with a 去授权 button', async () => {
    const user = userEvent.setup();
    const onAuthorize = vi.fn();
    render(<BankCardItem card={{ ...card, status: 5 }} onAuthorize={onAuthorize} />);
    expect(screen.getByText('该银行卡需要授权后才能使用')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '去授权' }));
    expect(onAuthorize).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });

  it('shows 份额换卡中 for a transferring card with status 3', () => {
    render(<BankCardItem card={{ ...card, status: 3, allow_transfer: true }} />);
    expect(screen.getByText('份额换卡中')).toBeInTheDocument();
  });

  it('selects a card and marks the selected one', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<BankCardItem card={card} onSelect={onSelect} selected />);
    const button = screen.getByRole('button', { name: /招商银行/ });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await user.click(button);
    expect(onSelect).toHaveBeenCalledWith(card);
  });
});
