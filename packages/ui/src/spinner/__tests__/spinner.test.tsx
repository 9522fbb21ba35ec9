import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Spinner } from '../spinner';

describe('Spinner', () => {
  it('is a decorative ring the caller names through its status, sized by the size given', async () => {
    const { container } = render(
      <div role="status" aria-label="加载中">
        <Spinner size={20} color="white" />
      </div>,
    );
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveClass('jj-spinner', 'jj-spinner--white');
    expect(svg.style.getPropertyValue('--jj-spinner-size')).toBe('20px');
    await expectNoAxeViolations(container);
  });
});
