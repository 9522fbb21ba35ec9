import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { MoneyText } from '../money-text';

describe('MoneyText', () => {
  it('writes yuan with 2 decimals and thousands separators', async () => {
    const { container } = render(<MoneyText value="1234567.005" unit="元" data-testid="m" />);
    expect(screen.getByTestId('m')).toHaveTextContent('1,234,567.01元');
    await expectNoAxeViolations(container);
  });

  it('signs and colours income when asked: red up, green down', () => {
    render(
      <p>
        <MoneyText value={12.3} signed data-testid="up" />
        <MoneyText value={-0.1} signed data-testid="down" />
      </p>,
    );
    expect(screen.getByTestId('up')).toHaveTextContent('+12.30');
    expect(screen.getByTestId('up')).toHaveStyle({ color: 'var(--jj-up)' });
    expect(screen.getByTestId('down')).toHaveTextContent('-0.10');
    expect(screen.getByTestId('down')).toHaveStyle({ color: 'var(--jj-down)' });
  });
});
