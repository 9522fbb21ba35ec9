import { Button } from 'antd-mobile';
import { Page } from '../../app/page';
import styles from '../home.module.css';

/** Where the native app is downloaded (the provider's store pages). */
export const APP_DOWNLOAD_LINKS = {
  ios: 'https://apps.apple.com/cn/search?term=%E5%9F%BA%E9%87%91',
  android: 'https://sj.qq.com/search?q=%E5%9F%BA%E9%87%91',
};

/** /app/download (spec 000 §2): the app download page (asset health, fund model and more in the app). */
export function AppDownloadScreen() {
  return (
    <Page title="下载App">
      <section className={`${styles.section} ${styles.faq}`} aria-labelledby="download-why">
        <h2 id="download-why" className={styles.sectionTitle}>
          App独享功能
        </h2>
        <p>资产体检、基金模型等工具仅在App中提供，下载App获得完整的投资体验。</p>
      </section>
      <div className={styles.actions} style={{ display: 'grid', gap: 12 }}>
        <Button
          block
          color="primary"
          size="large"
          onClick={() => window.location.assign(APP_DOWNLOAD_LINKS.ios)}
        >
          iPhone版下载
        </Button>
        <Button
          block
          color="primary"
          fill="outline"
          size="large"
          onClick={() => window.location.assign(APP_DOWNLOAD_LINKS.android)}
        >
          Android版下载
        </Button>
      </div>
    </Page>
  );
}

export default AppDownloadScreen;
