import type { Meta, StoryObj } from '@storybook/react-vite';
import { feedback } from '../feedback/feedback-service';
import { BannerCarousel, type BannerAd } from './banner-carousel';

const meta: Meta<typeof BannerCarousel> = {
  title: '导航/BannerCarousel 广告轮播',
  component: BannerCarousel,
};
export default meta;
type S = StoryObj<typeof BannerCarousel>;

const art = (text: string, color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="200"><rect width="750" height="200" fill="${color}"/><text x="375" y="115" font-size="48" fill="#fff" text-anchor="middle" font-family="sans-serif">${text}</text></svg>`,
  )}`;

const ads: BannerAd[] = [
  {
    id: 1,
    image: art('新人专享 注册送3元', '#e93030'),
    title: '新人专享福利',
    redirect_url: '#signup',
  },
  {
    id: 2,
    image: art('定投指南', '#1677ff'),
    title: '定投指南',
    redirect_url: '#faq',
    badge: '广告',
  },
  { id: 3, image: art('基金诊断', '#ff8f1f'), title: '基金诊断', redirect_url: '#diagnosis' },
];

export const Several: S = {
  name: '多张（3 秒自动轮播）',
  args: { ads, onAdClick: (ad, e) => (e.preventDefault(), feedback.toast(`打开：${ad.title}`)) },
};
export const Single: S = { name: '单张（不轮播）', args: { ads: ads.slice(0, 1) } };
export const Empty: S = { name: '无广告（不渲染）', args: { ads: [] } };
