import { formatDate } from '@jijin/core';
import { EmptyState } from '@jijin/ui';
import { Page } from '../../app/page';
import { Section } from '../../shared/blocks';
import { QueryState } from '../../shared/query-state';
import { useListFmRadioProgramsQuery } from '../../promotion/api';
import { ActivityIntro, ActivityRules } from './landing-parts';
import s from './landing.module.css';

/** Only our origin's paths or https media (never a script or data URL from the server). */
const playable = (url: string) => /^(https:\/\/|\/(?!\/))/.test(url);

const minutes = (sec: number | null | undefined) =>
  sec ? `${Math.floor(sec / 60)}分${String(sec % 60).padStart(2, '0')}秒` : null;

/**
 * /promotion/activity/fm_radio/ (spec 001 §2 Promotion): the fund radio. The programmes come from
 * GET /promotion/fm_radio/programs/; there is no real audio source in the data, so the sandbox
 * answers none and the page shows its empty state with the server's reason — no invented
 * programme, no fake audio. A programme, when a source answers one, plays in the browser's player.
 */
export function FmRadioScreen() {
  const q = useListFmRadioProgramsQuery({ page: 1, page_size: 20 });
  return (
    <Page title="基金电台">
      <ActivityIntro code="fm_radio" fallbackTitle="基金电台" />
      <Section title="节目列表">
        <QueryState query={q}>
          {(page) =>
            page.results.length === 0 ? (
              <EmptyState title="暂无节目" description={page.notice ?? undefined} />
            ) : (
              <ul className={s.list} aria-label="节目列表">
                {page.results.map((p) => (
                  <li key={p.id} className={s.item}>
                    <p className={s.itemName}>{p.title}</p>
                    <p className={s.muted}>
                      {[
                        p.host,
                        minutes(p.duration_seconds),
                        p.publish_at && formatDate(p.publish_at),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                    {p.description && <p className={s.muted}>{p.description}</p>}
                    {playable(p.audio_url) && (
                      <audio
                        className={s.audio}
                        controls
                        preload="none"
                        src={p.audio_url}
                        aria-label={`播放：${p.title}`}
                      />
                    )}
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </Section>
      <ActivityRules code="fm_radio" />
    </Page>
  );
}

export default FmRadioScreen;
