import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { BigNumber, trimDecimalZeros } from '../big-number';

describe('BigNumber', () => {
  it('writes large numbers with 万 and 亿 (spec 000 §9)', async () => {
    const { container } = render(
      <p>
        <BigNumber value={1234} data-testid="a" />
        <BigNumber value={12345} data-testid="b" />
        <BigNumber value="123456789" unit="元" data-testid="c" />
      </p>,
    );
    expect(screen.getByTestId('a')).toHaveTextContent('1234.00');
    expect(screen.getByTestId('b')).toHaveTextContent('1.23万');
    expect(screen.getByTestId('c')).toHaveTextContent('1.23亿元');
    await expectNoAxeViolations(container);
  });

  it('trims trailing zeros when asked and shows -- without a unit for missing values', () => {
    render(
      <p>
        <BigNumber value={50000} trimZeros data-testid="a" />
        <BigNumber value={undefined} unit="元" data-testid="b" />
      </p>,
    );
    expect(screen.getByTestId('a')).toHaveTextContent(/^5万$/);
    expect(screen.getByTestId('b')).toHaveTextContent(/^--$/);
  });

  it('trims decimal zeros only', () => {
    expect(trimDecimalZeros('1.50万')).toBe('1.5万');
    expect(trimDecimalZeros('100.00')).toBe('100');
    expect(trimDecimalZeros('2.05亿')).toBe('2.05亿');
  });
});
