import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ListRow, ListRows } from '../list-row';

describe('ListRow', () => {
  it('is a list item whose link is named by its title, with the figures and an action beside it, in a named list', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn((_href: string, event: { preventDefault(): void }) =>
      event.preventDefault(),
    );
    const onFollow = vi.fn();
    const { container } = render(
      <section aria-label="基金">
        <ListRows label="搜索结果">
          <ListRow
            title="华夏成长混合"
            description="000001 · 混合型"
            extra={<span>+12.34%</span>}
            href="/s/000001/"
            onNavigate={onNavigate}
            action={
              <button type="button" onClick={onFollow}>
                加自选
              </button>
            }
          />
          <ListRow title="没有链接的行" extra="--" />
        </ListRows>
      </section>,
    );
    const link = screen.getByRole('link', { name: '华夏成长混合' });
    expect(link).toHaveAttribute('href', '/s/000001/');
    expect(screen.getByText('000001 · 混合型')).toBeInTheDocument();
    expect(screen.getByText('+12.34%')).toBeInTheDocument();
    await user.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/s/000001/', expect.anything());
    await user.click(screen.getByRole('button', { name: '加自选' }));
    expect(onFollow).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    const list = screen.getByRole('list', { name: '搜索结果' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('没有链接的行');
    expect(screen.getByText('没有链接的行').tagName).toBe('SPAN');
    await expectNoAxeViolations(container);
  });

  it('shows a decorative prefix at the left, outside the link name', () => {
    render(
      <ListRows label="基金经理">
        <ListRow
          title="张坤"
          href="/m/1/"
          prefix={<span aria-hidden="true">张</span>}
          extra="76分"
        />
      </ListRows>,
    );
    expect(screen.getByRole('link', { name: '张坤' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('张张坤76分');
  });
});
