import type { Meta, StoryObj } from '@storybook/react-vite';
import { PercentText } from '../percent-text/percent-text';
import { VirtualList } from './virtual-list';

const meta: Meta = { title: '列表/VirtualList 虚拟列表', parameters: { layout: 'fullscreen' } };
export default meta;

const followed = Array.from({ length: 10_000 }, (_, i) => ({
  symbol: String(100000 + i),
  abbr_name: `自选基金${i + 1}`,
  percent_day: Math.sin(i) * 3,
}));

export const TenThousand: StoryObj = {
  name: '1 万只自选基金',
  render: () => (
    <VirtualList
      aria-label="自选基金"
      height="100vh"
      items={followed}
      itemKey={(f) => f.symbol}
      estimateSize={56}
      renderItem={(f) => (
        <div
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            padding: '16px',
            borderBottom: '1px solid var(--jj-border)',
          }}
        >
          <span>
            {f.abbr_name} <small style={{ color: 'var(--jj-text-weak)' }}>{f.symbol}</small>
          </span>
          <PercentText value={f.percent_day} />
        </div>
      )}
    />
  ),
};
export const Short: StoryObj = {
  name: '少量数据',
  render: () => (
    <VirtualList
      aria-label="自选基金"
      height={300}
      items={followed.slice(0, 3)}
      itemKey={(f) => f.symbol}
      renderItem={(f) => <div style={{ padding: 16 }}>{f.abbr_name}</div>}
    />
  ),
};
