import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { FundScoreBadge } from '../fund-score-badge';

describe('FundScoreBadge', () => {
  it('colours 90 and above red, 60 and above blue, below green, missing grey (spec 001 §9)', async () => {
    const { container } = render(
      <p>
        <FundScoreBadge score={92} />
        <FundScoreBadge score={75} />
        <FundScoreBadge score={40} />
        <FundScoreBadge score={null} />
      </p>,
    );
    expect(screen.getByRole('img', { name: '评分92分' })).toHaveAttribute('data-color', 'red');
    expect(screen.getByRole('img', { name: '评分75分' })).toHaveAttribute('data-color', 'blue');
    expect(screen.getByRole('img', { name: '评分40分' })).toHaveAttribute('data-color', 'green');
    expect(screen.getByRole('img', { name: '暂无评分' })).toHaveAttribute('data-color', 'grey');
    await expectNoAxeViolations(container);
  });
});
