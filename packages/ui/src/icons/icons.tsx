import type { SVGProps } from 'react';

/** Props of the {@link HomeIcon} family: any SVG attribute but children. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

// Line icons drawn inline (1em square, currentColor, 24-unit grid, 2-unit stroke), for the tab bar
// and the home page's entries: a few hundred bytes in place of antd-mobile-icons' paths (issue
// 20). Decorative: aria-hidden, the link or button around them carries the name.
const base = (props: IconProps) => ({
  width: '1em',
  height: '1em',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
  ...props,
});

/** 首页: a house. */
export function HomeIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <path d="M3 10.5 12 3l9 7.5" />
      <path d="M5 9v11h5v-6h4v6h5V9" />
    </svg>
  );
}

/** 基金 (the fund list): a bulleted list. */
export function ListIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <path d="M9 6h12M9 12h12M9 18h12" />
      <path d="M4 6h.01M4 12h.01M4 18h.01" />
    </svg>
  );
}

/** 我的: a person. */
export function UserIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </svg>
  );
}

/** 搜索: a magnifier. */
export function SearchIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </svg>
  );
}

/** 组合: a pie with a slice out. */
export function PieIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <path d="M21 12A9 9 0 1 1 12 3v9z" />
      <path d="M15 3.5A9 9 0 0 1 20.5 9H15z" />
    </svg>
  );
}

/** 基金经理: two people. */
export function TeamIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6" />
      <path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.3c2.1.8 3.5 2.9 3.5 5.7" />
    </svg>
  );
}

/** 基金诊断 (a report): a page with lines. */
export function FileIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <path d="M14 3H6v18h12V7z" />
      <path d="M14 3v4h4M9 12h6M9 16h6" />
    </svg>
  );
}

/** 资产体检: a heart. */
export function HeartIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <path d="M12 20s-8-4.9-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.1 12 20 12 20z" />
    </svg>
  );
}

/** 基金模型: a compass. */
export function CompassIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2 5-5 2 2-5z" />
    </svg>
  );
}

/** 自选: a star. */
export function StarIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z" />
    </svg>
  );
}

/** 定投: a calendar. */
export function CalendarIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

/** 理财宝 (the cash fund): a wallet. */
export function WalletIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <path d="M3 7h16a2 2 0 0 1 2 2v10H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h12v4" />
      <path d="M16 13h.01" />
    </svg>
  );
}

/** 私募: a diamond. */
export function GemIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <path d="M6 3h12l4 6-10 12L2 9z" />
      <path d="M2 9h20M12 21 8 9l4-6 4 6z" />
    </svg>
  );
}

/** AI 助手: a speech bubble. */
export function ChatIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <path d="M4 4h16v12H9l-5 4z" />
      <path d="M8 9h8M8 12h5" />
    </svg>
  );
}

/** 投顾店铺: a shop front. */
export function ShopIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <path d="M3 9 5 3h14l2 6" />
      <path d="M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0" />
      <path d="M5 12v9h14v-9M10 21v-5h4v5" />
    </svg>
  );
}

/** 活动: a flag. */
export function FlagIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <path d="M5 21V4M5 4h12l-2 4 2 4H5" />
    </svg>
  );
}

/** 金币 / 签到: a coin. */
export function CoinIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9 9h6M9 12h6M12 12v5M9.5 6.5 12 9l2.5-2.5" />
    </svg>
  );
}

/** 领券: a ticket. */
export function TicketIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <path d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4z" />
      <path d="M14 7v10" strokeDasharray="2 2" />
    </svg>
  );
}
