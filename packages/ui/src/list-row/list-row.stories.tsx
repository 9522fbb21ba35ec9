import type { Meta, StoryObj } from '@storybook/react-vite';
import { FollowButton } from '../follow-button/follow-button';
import { PercentText } from '../percent-text/percent-text';
import { ListRow, ListRows } from './list-row';

const meta: Meta<typeof ListRow> = { title: '展示/ListRow 列表行', component: ListRow };
export default meta;

export const Funds: StoryObj = {
  name: '基金行（名称、代码类型、近1年、净值日期、加自选）',
  render: () => (
    <ListRows header="搜索结果">
      <ListRow
        title="华夏成长混合"
        description="000001 · 混合型 · 净值 1.2345（04-17）"
        extra={<PercentText value={12.34} />}
        href="#fund"
        action={<FollowButton followed={false} onToggle={() => {}} size="mini" />}
      />
      <ListRow
        title="易方达消费行业股票"
        description="110022 · 股票型 · 净值 3.2100（04-17）"
        extra={<PercentText value={-5.6} />}
        href="#fund2"
      />
      <ListRow title="没有链接的行" description="说明文字" extra="--" />
    </ListRows>
  ),
};
