import { formatDate } from '@jijin/core';
import { diagnosisDimensionLabel } from '@jijin/core/status';
import { ExampleTag, feedback, FundScoreBadge } from '@jijin/ui';
import { useId, useState } from 'react';
import type { Schemas } from '../../app/api-types';
import { Section } from '../../shared/blocks';
import { fundSearchArgs, useSearchSymbolsQuery } from '../../shared/api';
import { errorTitle } from '../../shared/trade-attempt';
import { useDebounced } from '../../shared/use-debounced';
import { useGetActivityQuery, useReceiveCouponMutation } from '../../promotion/api';
import s from './landing.module.css';

const STATUS_TEXT = { 0: '未开始', 1: '进行中', 2: '已结束' } as const;

/**
 * The head of a landing page: the activity's title, the example tag when the backend flags it,
 * what it is and its dates (GET /promotion/activities/{code}/). Nothing while it loads or when the
 * activity is unknown: the page's own content does not depend on it.
 */
export function ActivityIntro({ code, fallbackTitle }: { code: string; fallbackTitle: string }) {
  const { data: a } = useGetActivityQuery({ code });
  const id = useId();
  return (
    <section className={s.hero} aria-labelledby={id}>
      <h2 id={id} className={s.heroTitle}>
        {a?.title ?? fallbackTitle}
        {a?.is_example && <ExampleTag className={s.badge} />}
      </h2>
      {a?.description && <p className={s.muted}>{a.description}</p>}
      {a?.start_at && a.end_at && (
        <p className={s.muted}>
          活动时间：{formatDate(a.start_at)} 至 {formatDate(a.end_at)}（{STATUS_TEXT[a.status]}）
        </p>
      )}
    </section>
  );
}

/** The activity's rules, one a line. */
export function ActivityRules({ code }: { code: string }) {
  const { data: a } = useGetActivityQuery({ code });
  if (!a?.rules?.length) return null;
  return (
    <Section title="活动规则">
      <ol className={s.rules}>
        {a.rules.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ol>
    </Section>
  );
}

/**
 * A fund search (GET /search/symbols/, spec 001 §9: funds, 5 rows): what is typed stays in the
 * box; each result is a button that picks the fund.
 */
export function FundSearch({
  label,
  onPick,
  placeholder = '输入基金代码、名称或拼音',
}: {
  label: string;
  onPick: (f: Schemas['SymbolSuggestion']) => void;
  placeholder?: string;
}) {
  const [q, setQ] = useState('');
  const term = useDebounced(q.trim());
  const query = useSearchSymbolsQuery(fundSearchArgs(term), { skip: !term });
  const results = term && query.data && term === q.trim() ? query.data.results : [];
  return (
    <div role="search">
      <input
        className={s.input}
        aria-label={label}
        placeholder={placeholder}
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      {term && query.data && term === q.trim() && results.length === 0 && (
        <p className={s.muted}>没有找到“{term}”</p>
      )}
      {results.length > 0 && (
        <ul className={s.results} aria-label="搜索结果">
          {results.map((f) => (
            <li key={f.symbol}>
              <button
                type="button"
                className={s.pick}
                onClick={() => {
                  setQ('');
                  onPick(f);
                }}
              >
                <span>{f.abbr_name}</span>
                <span className={s.code}>{f.symbol}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A diagnosis's overall score and sub-scores in the score colours (spec 001 §3, §9). */
export function DiagnosisScores({ d }: { d: Schemas['Diagnosis'] }) {
  const scores = Object.entries(d.scores ?? {});
  return (
    <>
      <div className={s.scoreBig}>
        <span>综合评分</span>
        <FundScoreBadge score={d.score ?? null} />
        {d.is_recommended && <span className={s.badge}>优秀</span>}
      </div>
      {d.summary && <p className={s.muted}>{d.summary}</p>}
      {scores.length > 0 && (
        <dl className={s.figures} aria-label="分项评分">
          {scores.map(([k, v]) => (
            <div key={k}>
              <dt>{diagnosisDimensionLabel(k)}</dt>
              <dd>
                <FundScoreBadge score={v} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}

/**
 * Receiving a coupon of an activity through the captcha dialog (spec 001 §7: getcaptcha ->
 * checkcaptcha -> receive): `target` is the activity whose dialog is open; `onPass` receives
 * and toasts 领取成功, or rejects with the message the dialog shows.
 */
export function useCouponReceipt() {
  const [receive] = useReceiveCouponMutation();
  const [target, setTarget] = useState<Schemas['CouponActivity'] | null>(null);
  const onPass = async (captcha: { captcha_id: string; captcha: string }) => {
    if (!target) return;
    try {
      const coupon = await receive({ body: { activity_id: target.id, ...captcha } }).unwrap();
      setTarget(null);
      feedback.toast(`领取成功：${coupon.name}`);
    } catch (e) {
      throw new Error(errorTitle(e), { cause: e });
    }
  };
  return { target, open: setTarget, close: () => setTarget(null), onPass };
}
