import { BANNER_HEIGHT_RATIO } from '@jijin/core/constants';
import { appPaths } from '../../app/routes/index';
import {
  BannerCarousel,
  CalendarIcon,
  ChatIcon,
  CoinIcon,
  CompassIcon,
  FileIcon,
  FirstGuide,
  FlagIcon,
  GemIcon,
  HeartIcon,
  ListIcon,
  PieIcon,
  SearchIcon,
  ShopIcon,
  TeamIcon,
  TicketIcon,
  WalletIcon,
  confirmAppOnly,
} from '@jijin/ui';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { selectIsLoggedIn } from '../../app/auth-slice';
import { firstGuideDismissed, FIRST_GUIDE_STORAGE_KEY } from '../../app/guide-slice';
import { Page } from '../../app/page';
import { useServices } from '../../app/services-context';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { useGetSettingsQuery } from '../../shared/api';
import { OPEN_ACCOUNT_PATHS } from '../../shared/open-account';
import { HOME_BANNER_CODE, useListAdsByAreaQuery } from '../api';
import {
  FollowingFunds,
  FundRankings,
  HotIndustries,
  IndexStrip,
  MyIncomeCard,
} from '../components/market-hub';
import styles from '../home.module.css';

/**
 * The entry grid of the home page: one entry to the first screen of every product area (spec 000
 * §2; 001 §2 routes). Entries behind login take a guest to login, which returns to them.
 */
export const HOME_ENTRIES: { to: string; label: string; icon: ReactNode }[] = [
  { to: appPaths.fundMarket(), label: '基金', icon: <ListIcon /> },
  { to: appPaths.portfolioTopic(), label: '组合', icon: <PieIcon /> },
  { to: appPaths.managerList(), label: '基金经理', icon: <TeamIcon /> },
  { to: appPaths.diagnosisHome(), label: '基金诊断', icon: <FileIcon /> },
  { to: appPaths.promotionFixedInvest(), label: '定投', icon: <CalendarIcon /> },
  { to: appPaths.bao(), label: '理财宝', icon: <WalletIcon /> },
  { to: appPaths.privateFundProduct(), label: '私募', icon: <GemIcon /> },
  { to: appPaths.aiChat(), label: 'AI 助手', icon: <ChatIcon /> },
  { to: appPaths.storePortfoliosRecommend(), label: '投顾店铺', icon: <ShopIcon /> },
  { to: appPaths.promotionGuessGame(), label: '活动', icon: <FlagIcon /> },
  { to: appPaths.promotionCheckIn(), label: '金币签到', icon: <CoinIcon /> },
  { to: appPaths.promotionCouponActivities(), label: '领券', icon: <TicketIcon /> },
];

/** The two app-only tools (spec 000 §2: asset health and fund model). */
export const APP_ONLY_TOOLS = [
  { feature: 'asset_health', label: '资产体检', icon: <HeartIcon /> },
  { feature: 'fund_model', label: '基金模型', icon: <CompassIcon /> },
] as const;

/**
 * Home `/`: banner ads (GET /ads/area/home/), the entry grid ({@link HOME_ENTRIES}), the market
 * hub (我的收益 when the account is open, index strip, 自选, rankings, 热门行业:
 * `components/market-hub.tsx`), the two
 * app-only tools (confirm 去下载 / 取消 when the host cannot open them), and the
 * first-guide overlay, shown once until tapped (the flag is stored, spec 000 §2), and the
 * open-account card until the account is open ({@link OpenAccountCard}).
 */
export function HomeScreen() {
  const ads = useListAdsByAreaQuery({ code: HOME_BANNER_CODE });
  const { bridge, storage } = useServices();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const openTool = async (feature: string) => {
    const opened = await bridge.openAppFeature(feature);
    if (opened) return;
    if (await confirmAppOnly()) navigate('/app/download');
  };

  const banners = ads.data ?? [];
  return (
    <Page title="基金" back={false}>
      {banners.length > 0 ? (
        <BannerCarousel
          ads={banners}
          onAdClick={(ad, event) => {
            // Our own paths go through the router; other links are followed.
            if (ad.redirect_url?.startsWith('/')) {
              event.preventDefault();
              navigate(ad.redirect_url);
            }
          }}
        />
      ) : (
        <div
          className={`${styles.homeBanner} ${styles.homeBannerPlaceholder}`}
          style={{ aspectRatio: `1 / ${BANNER_HEIGHT_RATIO}` }}
        >
          {ads.isLoading ? '加载中…' : '专业的基金投资平台'}
        </div>
      )}
      <Link className={styles.homeSearch} to="/search/">
        <SearchIcon /> 搜索基金代码、名称
      </Link>
      <nav aria-label="功能入口">
        <ul className={styles.homeGrid}>
          {HOME_ENTRIES.map((e) => (
            <li key={e.to}>
              <Link to={e.to}>
                <span className={styles.homeIcon}>{e.icon}</span>
                {e.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <MyIncomeCard />
      <IndexStrip />
      <FollowingFunds />
      <FundRankings />
      <HotIndustries />
      <section className={styles.section} aria-labelledby="home-tools">
        <h2 id="home-tools" className={styles.sectionTitle}>
          投资工具
        </h2>
        <ul className={styles.homeGrid} style={{ padding: 0 }}>
          {APP_ONLY_TOOLS.map((t) => (
            <li key={t.feature}>
              <button type="button" onClick={() => void openTool(t.feature)}>
                <span className={styles.homeIcon}>{t.icon}</span>
                {t.label}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <OpenAccountCard />
      <FirstGuide
        storage={storage}
        storageKey={FIRST_GUIDE_STORAGE_KEY}
        onDismiss={() => dispatch(firstGuideDismissed())}
        aria-label="新手引导"
      >
        <h2>欢迎来到基金</h2>
        <p>在这里搜索基金、诊断持仓、跟踪基金经理。点击底部“我的”查看资产与开户进度。</p>
      </FirstGuide>
    </Page>
  );
}

/**
 * The open-account card: a guest is offered 立即开户 (signup); a logged-in investor whose account
 * is not open yet (GET /accounts/settings/ `open_account_step`) 继续开户 at the step left; nothing
 * once the account is open, or while a logged-in investor's settings are not known.
 */
export function OpenAccountCard() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const settings = useGetSettingsQuery(undefined, { skip: !loggedIn });
  const navigate = useNavigate();
  const step = settings.data?.open_account_step;
  if (loggedIn && (!step || step === 'done')) return null;
  const to = loggedIn && step && step !== 'done' ? OPEN_ACCOUNT_PATHS[step] : appPaths.signup();
  return (
    <section className={styles.section} aria-labelledby="home-open">
      <h2 id="home-open" className={styles.sectionTitle}>
        {loggedIn ? '继续开户' : '新手开户'}
      </h2>
      <p className={styles.muted}>三分钟完成开户，绑定银行卡即可买基金</p>
      <Button block color="primary" onClick={() => navigate(to)}>
        {loggedIn ? '继续开户' : '立即开户'}
      </Button>
    </section>
  );
}

export default HomeScreen;
