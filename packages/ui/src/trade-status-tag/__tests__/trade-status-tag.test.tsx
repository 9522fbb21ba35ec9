import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { TradeStatusTag } from '../trade-status-tag';

describe('TradeStatusTag', () => {
  it("shows core's text and colour for a status (spec 001 §4)", async () => {
    const { container } = render(
      <p>
        <TradeStatusTag status={1} />
        <TradeStatusTag status={3} />
        <TradeStatusTag status={4} />
      </p>,
    );
    expect(screen.getByText('确认成功')).toHaveAttribute('data-color', 'blue');
    expect(screen.getByText('确认中')).toHaveAttribute('data-color', 'orange');
    expect(screen.getByText('扣款失败')).toHaveAttribute('data-color', 'light');
    await expectNoAxeViolations(container);
  });

  it('reads status 0 as 待支付 for a bao buy and 委托成功 for a fund buy', () => {
    render(
      <p>
        <TradeStatusTag status={0} direction={0} isBao />
        <TradeStatusTag status={0} direction={0} />
      </p>,
    );
    expect(screen.getByText('待支付')).toBeInTheDocument();
    expect(screen.getByText('委托成功')).toBeInTheDocument();
  });

  it('renders nothing for an unknown status', () => {
    const { container } = render(<TradeStatusTag status={99} />);
    expect(container).toBeEmptyDOMElement();
  });
});
