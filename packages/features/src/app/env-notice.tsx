import { useState } from 'react';
import { baseApi, callApi } from './base-api';
import type { ApiData } from './api-types';
import { useServices } from './services-context';
import styles from './env-notice.module.css';

/** Storage key of the dismissed notice's text (a changed notice shows again). */
export const ENV_NOTICE_DISMISSED_KEY = 'jj_env_notice_dismissed';

const envApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /env/: the answering environment and what it simulates (designed). */
    frameGetEnvironment: build.query<ApiData<'/env/', 'get'>, void>({
      queryFn: (_arg, api) => callApi(api, (c) => c.get('/env/')),
    }),
  }),
});

/**
 * The environment notice of the frame: the backend's `notice` (GET /env/), shown once above every
 * screen until dismissed (关闭 remembers that text in storage). Nothing when the backend has no
 * notice, answers no /env/, or fails: the frame never names a backend itself.
 */
export function EnvNotice() {
  const { storage } = useServices();
  const { data } = envApi.useFrameGetEnvironmentQuery();
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
