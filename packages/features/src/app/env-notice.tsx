import { useState } from 'react';
import { baseApi } from './base-api';
import { contractEndpoints } from './contract-api';
import { getEnvironment } from './contract.gen';
import { useServices } from './services-context';
import styles from './env-notice.module.css';

/** Storage key of the dismissed notice's text (a changed notice shows again). */
export const ENV_NOTICE_DISMISSED_KEY = 'jj_env_notice_dismissed';

/** GET /env/ (`getEnvironment`): the answering environment and what it simulates (designed). */
const envApi = baseApi.injectEndpoints({ endpoints: contractEndpoints({ getEnvironment }) });

/**
 * The environment notice of the frame: the backend's `notice` (GET /env/), shown once above every
 * screen until dismissed (关闭 remembers that text in storage). Nothing when the backend has no
 * notice, answers no /env/, or fails: the frame never names a backend itself.
 */
export function EnvNotice() {
  const { storage } = useServices();
  const { data } = envApi.useGetEnvironmentQuery();
  const [dismissed, setDismissed] = useState(() => storage.getItem(ENV_NOTICE_DISMISSED_KEY));
  const notice = data?.notice;
  if (!notice || dismissed === notice) return null;
  return (
    <aside className={styles.notice} aria-label="环境提示">
      <p className={styles.text}>{notice}</p>
      <button
        type="button"
        className={styles.close}
        onClick={() => {
          storage.setItem(ENV_NOTICE_DISMISSED_KEY, notice);
          setDismissed(notice);
        }}
      >
        关闭
      </button>
    </aside>
  );
}
