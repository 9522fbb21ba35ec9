import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { NavFreshnessTag } from '../nav-freshness-tag';

describe('NavFreshnessTag says a stale NAV is not current (core README "Freshness")', () => {
  it('reads 净值未更新 with the NAV date for a stale fund', async () => {
    const { container } = render(<NavFreshnessTag stale navDate="2026-02-13" />);
    expect(screen.getByText('净值未更新（02-13）')).toHaveAttribute('data-color', 'orange');
    await expectNoAxeViolations(container);
  });

  it('reads 暂无净值数据 without a NAV, and nothing for a fresh fund', () => {
    const { container, rerender } = render(<NavFreshnessTag stale navDate={null} />);
    expect(screen.getByText('暂无净值数据')).toBeInTheDocument();
    rerender(<NavFreshnessTag stale={false} navDate="2026-04-17" />);
    expect(container).toBeEmptyDOMElement();
  });
});
