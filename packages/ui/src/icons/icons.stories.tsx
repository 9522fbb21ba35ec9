import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  CompassIcon,
  FileIcon,
  HeartIcon,
  HomeIcon,
  ListIcon,
  PieIcon,
  SearchIcon,
  TeamIcon,
  UserIcon,
  CalendarIcon,
  ChatIcon,
  CoinIcon,
  FlagIcon,
  GemIcon,
  ShopIcon,
  StarIcon,
  TicketIcon,
  WalletIcon,
} from './icons';

const meta: Meta = { title: '展示/Icons 图标' };
export default meta;

const all = [
  ['首页', HomeIcon],
  ['基金', ListIcon],
  ['我的', UserIcon],
  ['搜索', SearchIcon],
  ['组合', PieIcon],
  ['基金经理', TeamIcon],
  ['基金诊断', FileIcon],
  ['资产体检', HeartIcon],
  ['基金模型', CompassIcon],
  ['自选', StarIcon],
  ['定投', CalendarIcon],
  ['理财宝', WalletIcon],
  ['私募', GemIcon],
  ['AI 助手', ChatIcon],
  ['投顾店铺', ShopIcon],
  ['活动', FlagIcon],
  ['金币', CoinIcon],
  ['领券', TicketIcon],
] as const;

export const All: StoryObj = {
  name: '全部（1em，随文字颜色）',
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, fontSize: 24 }}>
      {all.map(([label, Icon]) => (
        <span key={label} style={{ display: 'grid', justifyItems: 'center', gap: 4 }}>
          <Icon />
          <span style={{ fontSize: 12 }}>{label}</span>
        </span>
      ))}
    </div>
  ),
};
