import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { PercentText } from '../percent-text';

describe('PercentText', () => {
  it('writes a positive change with + in the up colour, red (spec 000 §9)', async () => {
    const { container } = render(<PercentText value={1.234} />);
    const el = screen.getByText('+1.23%');
    expect(el).toHaveTextContent('+1.23%');
    expect(el).toHaveAttribute('data-trend', 'up');
    expect(el).toHaveStyle({ color: 'var(--jj-up)' });
    await expectNoAxeViolations(container);
  });

  it('writes a negative change in the down colour, green', () => {
    render(<PercentText value="-0.5" />);
    expect(screen.getByText('-0.50%')).toHaveStyle({ color: 'var(--jj-down)' });
  });

  it('writes zero and missing values neutrally', () => {
    render(
      <>
        <PercentText value={0} />
        <PercentText value={null} />
      </>,
    );
    expect(screen.getByText('0.00%')).toHaveAttribute('data-trend', 'flat');
    expect(screen.getByText('--')).toHaveAttribute('data-trend', 'flat');
  });

  it('can drop the colour and the sign', () => {
    render(<PercentText value={2} sign={false} colored={false} />);
    expect(screen.getByText('2.00%').style.color).toBe('');
  });
});
