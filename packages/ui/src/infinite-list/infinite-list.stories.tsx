import type { Meta, StoryObj } from '@storybook/react-vite';
import { bindPage, createPager, requestPage, type PagerState } from '@jijin/core/lists';
import { useState } from 'react';
import { PercentText } from '../percent-text/percent-text';
import { InfiniteList } from './infinite-list';

const meta: Meta = { title: '列表/InfiniteList 无限加载', parameters: { layout: 'fullscreen' } };
export default meta;

interface NetValueRow {
  date: string;
  net_value: string;
  percent: number;
}

function page(p: number, totalPages: number) {
  return {
    current_page: p,
    total_count: totalPages * 20,
    total_page: totalPages,
    results: Array.from({ length: 20 }, (_, i) => {
      const n = (p - 1) * 20 + i;
      const d = new Date(Date.UTC(2026, 10, 20) - n * 86_400_000);
      return {
        date: d.toISOString().slice(0, 10),
        net_value: (1.5 + Math.sin(n / 5) * 0.1).toFixed(4),
        percent: Math.sin(n) * 2,
      };
    }),
  };
}

function Live({ totalPages = 3, failSecond = false, emptyList = false }) {
  const [pager, setPager] = useState<PagerState<NetValueRow>>(() => createPager<NetValueRow>(20));
  const [failed, setFailed] = useState(false);
  const fetchPage = async (p: number) => {
    await new Promise((r) => setTimeout(r, 600));
    if (failSecond && p === 2 && !failed) {
      setFailed(true);
      throw new Error('网络连接失败，请检查网络');
    }
    return emptyList
      ? { current_page: 1, total_count: 0, total_page: 1, results: [] }
      : page(p, totalPages);
  };
  return (
    <InfiniteList
      aria-label="净值历史"
      pager={pager}
      itemKey={(r) => r.date}
      loadPage={async (p) => {
        setPager((s) => requestPage(s, p));
        const res = await fetchPage(p);
        setPager((s) => bindPage(s, res));
      }}
      onRefresh={async () => {
        const res = await fetchPage(1);
        setPager((s) => bindPage(requestPage(s, 1), res));
      }}
      renderItem={(r) => (
        <div
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            padding: '12px 16px',
            borderBottom: '1px solid var(--jj-border)',
          }}
        >
          <span>{r.date}</span>
          <span>{r.net_value}</span>
          <PercentText value={r.percent} />
        </div>
      )}
    />
  );
}

export const NetValueHistory: StoryObj = { name: '净值历史（3 页）', render: () => <Live /> };
export const FailingPage: StoryObj = {
  name: '第 2 页失败（点击重试）',
  render: () => <Live failSecond />,
};
export const Empty: StoryObj = { name: '空列表', render: () => <Live emptyList /> };
export const SinglePage: StoryObj = { name: '只有 1 页', render: () => <Live totalPages={1} /> };
