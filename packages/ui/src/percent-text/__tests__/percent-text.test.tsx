import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { PercentText } from '../percent-text';

describe('PercentText', () => {
  it('writes a positive change with + in the up colour, red (spec 000 §9)', async () => {
    const { container } = render(<PercentText value={1.234} data-testid="p" />);
    const el = screen.getByTestId('p');
    expect(el).toHaveTextContent('+1.23%');
    expect(el).toHaveAttribute('data-trend', 'up');
    expect(el).toHaveStyle({ color: 'var(--jj-up)' });
    await expectNoAxeViolations(container);
  });

  it('writes a negative change in the down colour, green', () => {
    render(<PercentText value="-0.5" data-testid="p" />);
    expect(screen.getByTestId('p')).toHaveTextContent('-0.50%');
    expect(screen.getByTestId('p')).toHaveStyle({ color: 'var(--jj-down)' });
  });

  it('writes zero and missing values neutrally', () => {
    render(
      <>
        <PercentText value={0} data-testid="zero" />
        <PercentText value={null} data-testid="none" />
      </>,
    );
    expect(screen.getByTestId('zero')).toHaveTextContent('0.00%');
    expect(screen.getByTestId('zero')).toHaveAttribute('data-trend', 'flat');
    expect(screen.getByTestId('none')).toHaveTextContent('--');
  });

  it('can drop the colour and the sign', () => {
    render(<PercentText value={2} sign={false} colored={false} data-testid="p" />);
    expect(screen.getByTestId('p')).toHaveTextContent(/^2\.00%$/);
    expect(screen.getByTestId('p').style.color).toBe('');
  });
});
