import type { Meta, StoryObj } from '@storybook/react-vite';
import { SafeHtml } from './safe-html';

const meta: Meta<typeof SafeHtml> = { title: '展示/SafeHtml 富文本', component: SafeHtml };
export default meta;
type S = StoryObj<typeof SafeHtml>;

export const Faq: S = {
  name: '常见问题正文',
  args: {
    html: '<h3>申购多久确认？</h3><p>交易日 15:00 前申购，<strong>T+1</strong> 日确认份额；QDII 基金 T+2 日确认。</p><ul><li>非交易日顺延</li><li>以基金公司确认为准</li></ul><p><a href="https://example.com" target="_blank">查看更多</a></p>',
  },
};
export const Hostile: S = {
  name: '含脚本（已清除）',
  args: {
    html: '<p onclick="alert(1)" style="color:red">正文</p><script>alert(1)</script><img src="x" alt="" onerror="alert(2)">',
  },
};
