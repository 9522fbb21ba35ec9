import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { RiskLevelBadge } from '../risk-level-badge';

describe('RiskLevelBadge', () => {
  it('shows a fund level with its R code', async () => {
    const { container } = render(<RiskLevelBadge level={3} />);
    expect(screen.getByText('R3 中风险')).toHaveAttribute('data-level', '3');
    await expectNoAxeViolations(container);
  });

  it('maps the special portfolio levels 100-102 (spec 001 §9)', () => {
    render(
      <p>
        <RiskLevelBadge kind="portfolio" level={100} />
        <RiskLevelBadge kind="portfolio" level={102} />
        <RiskLevelBadge kind="portfolio" level={0} />
      </p>,
    );
    expect(screen.getByText('低风险（无风险）')).toHaveAttribute('data-level', '1');
    expect(screen.getByText('高风险')).toHaveAttribute('data-level', '5');
    expect(screen.getByText('未知')).toHaveAttribute('data-level', '5');
  });
});
