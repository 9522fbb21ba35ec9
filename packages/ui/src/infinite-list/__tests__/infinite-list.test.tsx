import { bindPage, createPager, requestPage, type PagerState } from '@jijin/core/lists';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import {
  installIntersectionObserver,
  liveObservers,
  setIntersecting,
} from '../../test/intersection-observer';
import { restoreClock, useFakeClock } from '../../test/timers';
import { InfiniteList } from '../infinite-list';

interface Row {
  id: number;
  name: string;
}

const TOTAL_PAGES = 3;
function serverPage(page: number) {
  return {
    current_page: page,
    total_count: TOTAL_PAGES * 20,
    total_page: TOTAL_PAGES,
    results: Array.from({ length: 20 }, (_, i) => ({
      id: (page - 1) * 20 + i + 1,
      name: `基金${(page - 1) * 20 + i + 1}`,
    })),
  };
}

function Harness({
  fetchPage,
}: {
  fetchPage: (page: number) => Promise<ReturnType<typeof serverPage>>;
}) {
  const [pager, setPager] = useState<PagerState<Row>>(() => createPager<Row>(20));
  return (
    <InfiniteList
      aria-label="基金列表"
      pager={pager}
      itemKey={(r) => r.id}
      renderItem={(r) => <span>{r.name}</span>}
      loadPage={async (page) => {
        setPager((p) => requestPage(p, page));
        const res = await fetchPage(page);
        setPager((p) => bindPage(p, res));
      }}
      onRefresh={async () => {
        const res = await fetchPage(1);
        setPager((p) => bindPage(requestPage(p, 1), res));
      }}
    />
  );
}

beforeEach(() => installIntersectionObserver());
afterEach(() => act(() => restoreClock()));

describe('InfiniteList', () => {
  it('watches for the end 120 px before the bottom (spec 000 §9)', () => {
    render(<Harness fetchPage={async (p) => serverPage(p)} />);
    expect(liveObservers()[0]?.rootMargin).toBe('0px 0px 120px 0px');
  });

  it('loads page 1 when the end is in reach and renders its rows', async () => {
    const fetchPage = vi.fn(async (p: number) => serverPage(p));
    const { container } = render(<Harness fetchPage={fetchPage} />);
    setIntersecting(true);
    expect(await screen.findByText('基金1')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledWith(1);
    expect(screen.getByRole('list', { name: '基金列表' }).children).toHaveLength(20);
    await expectNoAxeViolations(container);
  });

  it('loads at most once per 500 ms while the end stays in reach', async () => {
    useFakeClock();
    const fetchPage = vi.fn(async (p: number) => serverPage(p));
    render(<Harness fetchPage={fetchPage} />);
    setIntersecting(true);
    await screen.findByText('基金20');
    expect(fetchPage).toHaveBeenCalledTimes(1);
    // The end is still in reach after page 1, but the next load waits for the 500 ms window.
    await act(async () => {
      vi.advanceTimersByTime(300);
    });
    expect(fetchPage).toHaveBeenCalledTimes(1);
    await act(async () => {
      vi.advanceTimersByTime(250);
    });
    await screen.findByText('基金40');
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(fetchPage).toHaveBeenLastCalledWith(2);
  });

  it('stops on the last page and says 没有更多了', async () => {
    useFakeClock();
    const fetchPage = vi.fn(async (p: number) => serverPage(p));
    render(<Harness fetchPage={fetchPage} />);
    setIntersecting(true);
    for (let i = 0; i < 5; i++) {
      await act(async () => {
        vi.advanceTimersByTime(600);
      });
    }
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
    expect(screen.getByText('基金60')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(TOTAL_PAGES);
    setIntersecting(true);
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(fetchPage).toHaveBeenCalledTimes(TOTAL_PAGES);
  });

  it('does not load while the end is out of reach', async () => {
    const fetchPage = vi.fn(async (p: number) => serverPage(p));
    render(<Harness fetchPage={fetchPage} />);
    setIntersecting(false);
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('shows 加载失败 with 点击重试 when a page fails, and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    const fetchPage = vi.fn(async (p: number) => {
      if (fail) throw new Error('网络连接失败');
      return serverPage(p);
    });
    const { container } = render(<Harness fetchPage={fetchPage} />);
    setIntersecting(true);
    expect(await screen.findByRole('alert')).toHaveTextContent('加载失败');
    await expectNoAxeViolations(container);
    fail = false;
    await user.click(screen.getByRole('button', { name: '点击重试' }));
    expect(await screen.findByText('基金1')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenLastCalledWith(1);
  });

  it('shows the empty state when the first page is empty', async () => {
    render(
      <Harness
        fetchPage={async () => ({ current_page: 1, total_count: 0, total_page: 1, results: [] })}
      />,
    );
    setIntersecting(true);
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('没有更多了')).not.toBeInTheDocument());
  });
});
