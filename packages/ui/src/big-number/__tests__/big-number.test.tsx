import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { BigNumber, trimDecimalZeros } from '../big-number';

describe('BigNumber', () => {
  it('writes large numbers with 万 and 亿 (spec 000 §9)', async () => {
    const { container } = render(
      <p>
        <BigNumber value={1234} />
        <BigNumber value={12345} />
        <BigNumber value="123456789" unit="元" />
      </p>,
    );
    expect(screen.getByText('1234.00')).toBeInTheDocument();
    expect(screen.getByText('1.23万')).toBeInTheDocument();
    expect(screen.getByText('1.23亿元')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('trims trailing zeros when asked and shows -- without a unit for missing values', () => {
    render(
      <p>
        <BigNumber value={50000} trimZeros unit="人" />
        <BigNumber value={undefined} unit="元" />
      </p>,
    );
    expect(screen.getByText('5万人')).toBeInTheDocument();
    expect(screen.getByText('--')).toBeInTheDocument();
  });

  it('trims decimal zeros only', () => {
    expect(trimDecimalZeros('1.50万')).toBe('1.5万');
    expect(trimDecimalZeros('100.00')).toBe('100');
    expect(trimDecimalZeros('2.05亿')).toBe('2.05亿');
  });
});
