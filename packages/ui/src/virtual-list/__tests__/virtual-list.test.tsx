import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { VirtualList } from '../virtual-list';

const followed = Array.from({ length: 10_000 }, (_, i) => ({
  symbol: String(100000 + i),
  name: `自选基金${i + 1}`,
}));

// jsdom has no layout: give the scroll box a 600 px viewport and each row 64 px, as a phone would.
const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
beforeAll(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', {
    configurable: true,
    get(this: Element) {
      return this.classList.contains('jj-virtual-list') ? 600 : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('jj-virtual-list__row') ? 64 : 0;
    },
  });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
  if (offsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
});

describe('VirtualList', () => {
  it('keeps fewer than 300 rows in the DOM for a 10,000-row followed list', async () => {
    const { container } = render(
      <VirtualList
        aria-label="自选基金"
        items={followed}
        itemKey={(f) => f.symbol}
        renderItem={(f) => <span>{f.name}</span>}
        height={600}
      />,
    );
    const rows = screen.getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(300);
    expect(container.querySelectorAll('[role="listitem"]').length).toBeLessThan(300);
    expect(screen.getByText('自选基金1')).toBeInTheDocument();
    expect(screen.queryByText('自选基金10000')).not.toBeInTheDocument();
    expect(rows[0]).toHaveAttribute('aria-setsize', '10000');
    expect(rows[0]).toHaveAttribute('aria-posinset', '1');
    await expectNoAxeViolations(container);
  });

  it('calls onEndReached when the last row renders', () => {
    const onEndReached = vi.fn();
    render(
      <VirtualList
        items={followed.slice(0, 3)}
        itemKey={(f) => f.symbol}
        renderItem={(f) => <span>{f.name}</span>}
        onEndReached={onEndReached}
      />,
    );
    expect(onEndReached).toHaveBeenCalled();
  });
});
