import { BANNER_HEIGHT_RATIO, appPaths } from '@jijin/core';
import {
  BannerCarousel,
  CompassIcon,
  FileIcon,
  FirstGuide,
  HeartIcon,
  ListIcon,
  PieIcon,
  SearchIcon,
  TeamIcon,
  confirmAppOnly,
} from '@jijin/ui';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { firstGuideDismissed, FIRST_GUIDE_STORAGE_KEY } from '../../app/guide-slice';
import { Page } from '../../app/page';
import { useServices } from '../../app/services-context';
import { useAppDispatch } from '../../app/store';
import { AppTabBar } from '../../app/tab-bar';
import { HOME_BANNER_CODE, useHomeListAdsQuery } from '../api';
import styles from '../home.module.css';

/** The entry points of the home page (spec 000 §2; 001 §2 routes). */
export const HOME_ENTRIES: { to: string; label: string; icon: ReactNode }[] = [
  { to: appPaths.fundMarket(), label: '基金', icon: <ListIcon /> },
  { to: '/store/portfolios/recommend/', label: '组合', icon: <PieIcon /> },
  { to: '/symbols/funds/managers/', label: '基金经理', icon: <TeamIcon /> },
  { to: '/symbols/funds/diagnosis/', label: '基金诊断', icon: <FileIcon /> },
];

/** The two app-only tools (spec 000 §2: asset health and fund model). */
export const APP_ONLY_TOOLS = [
  { feature: 'asset_health', label: '资产体检', icon: <HeartIcon /> },
  { feature: 'fund_model', label: '基金模型', icon: <CompassIcon /> },
] as const;

/**
 * Home `/`: banner ads (GET /ads/area/home/), entries to funds, portfolios, managers and
 * diagnosis, the two app-only tools (confirm 去下载 / 取消 when the host cannot open them), and the
 * first-guide overlay, shown once until tapped (the flag is stored, spec 000 §2).
 */
export function HomeScreen() {
  const ads = useHomeListAdsQuery(HOME_BANNER_CODE);
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
    <Page title="基金" back={false} footer={<AppTabBar />}>
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
      <section className={styles.section} aria-labelledby="home-open">
        <h2 id="home-open" className={styles.sectionTitle}>
          新手开户
        </h2>
        <p className={styles.muted}>三分钟完成开户，绑定银行卡即可买基金</p>
        <Button block color="danger" onClick={() => navigate(appPaths.signup())}>
          立即开户
        </Button>
      </section>
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

export default HomeScreen;
