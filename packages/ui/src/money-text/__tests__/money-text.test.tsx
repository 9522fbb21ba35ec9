import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { MoneyText } from '../money-text';

describe('MoneyText', () => {
  it('writes yuan with 2 decimals and thousands separators', async () => {
    const { container } = render(<MoneyText value="1234567.005" unit="元" />);
    expect(screen.getByText('1,234,567.01元')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('signs and colours income when asked: red up, green down', () => {
    render(
      <p>
        <MoneyText value={12.3} signed />
        <MoneyText value={-0.1} signed />
      </p>,
    );
    expect(screen.getByText('+12.30')).toHaveStyle({ color: 'var(--jj-up)' });
    expect(screen.getByText('-0.10')).toHaveStyle({ color: 'var(--jj-down)' });
  });
});
