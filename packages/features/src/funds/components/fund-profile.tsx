import { formatBigNumber, formatDate } from '@jijin/core';
import { CHARGE_MODES, DIV_TYPES, statusLabel } from '@jijin/core/status';
import { appPaths } from '../../app/routes/index';
import type { Fund } from '@jijin/core/api';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from '../funds.module.css';
import p from './fund-profile.module.css';

/** Characters a long text shows before 展开 (a few more are shown whole rather than cut). */
export const COLLAPSED_CHARS = 60;

/**
 * A long text (投资目标, 投资策略) cut to its first {@link COLLAPSED_CHARS} characters with a
 * 展开 / 收起 button; paragraphs are the text's lines. Cutting by characters, not by measured
 * lines, keeps the button working at every font size (large-font mode included).
 */
export function CollapsibleText({ text, label }: { text: string; label: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const chars = Array.from(text);
  const long = chars.length > COLLAPSED_CHARS + 10;
  const shown = open || !long ? text : `${chars.slice(0, COLLAPSED_CHARS).join('')}…`;
  return (
    <>
      <div id={id} className={p.longText}>
        {shown.split('\n').map((para, i) => (
          <p key={i}>{para}</p>
        ))}
      </div>
      {long && (
        <button
          type="button"
          className={p.toggle}
          aria-expanded={open}
          aria-controls={id}
          aria-label={`${open ? '收起' : '展开'}${label}`}
          onClick={() => setOpen(!open)}
        >
          {open ? '收起' : '展开'}
        </button>
      )}
    </>
  );
}

/** A card section named by its heading (h2), with the date of its source beside the heading. */
function DatedSection({
  id,
  title,
  asOf,
  children,
}: {
  id: string;
  title: string;
  asOf?: string | null;
  children: ReactNode;
}) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {asOf && <span className={p.asOf}>{asOf}</span>}
      </div>
      {children}
    </section>
  );
}

function Fact({ label, block, children }: { label: string; block?: boolean; children: ReactNode }) {
  return (
    <div className={block ? p.factBlock : p.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** 29.37亿元（2026-02-17）, or -- without a scale. */
export function scaleText(fund: Pick<Fund, 'scale' | 'scale_date'>): string {
  if (!fund.scale) return '--';
  const date = fund.scale_date ? `（${formatDate(fund.scale_date)}）` : '';
  return `${formatBigNumber(fund.scale)}元${date}`;
}

/**
 * 基金概况 (spec 001 §2 Fund and stock detail, §3 Fund): full name, found date, scale with its
 * date, company, custodian, rating when rated, fees and dividends, benchmark, and the objective
 * and strategy collapsed. The profile's facts carry its date; a field the data lacks shows --.
 */
export function FundProfileSection({ fund }: { fund: Fund }) {
  return (
    <DatedSection
      id="profile-title"
      title="基金概况"
      asOf={fund.profile_date && `资料截至 ${formatDate(fund.profile_date)}`}
    >
      <dl className={p.facts}>
        <Fact label="基金全称">{fund.name ?? fund.abbr_name}</Fact>
        <Fact label="成立日期">{formatDate(fund.found_date)}</Fact>
        <Fact label="基金规模">
          <span data-testid="fund-scale">{scaleText(fund)}</span>
        </Fact>
        <Fact label="基金公司">{fund.company?.name ?? '--'}</Fact>
        <Fact label="托管银行">{fund.custodian ?? '--'}</Fact>
        {fund.rating && (
          <Fact label="基金评级">
            {fund.rating}
            {fund.rating_agency ? `（${fund.rating_agency}）` : ''}
          </Fact>
        )}
        <Fact label="收费方式">{statusLabel(CHARGE_MODES, fund.charge_mode, '--')}</Fact>
        <Fact label="分红方式">{statusLabel(DIV_TYPES, fund.div_type, '--')}</Fact>
        <Fact label="业绩比较基准" block>
          {fund.benchmark ?? '--'}
        </Fact>
        <Fact label="投资目标" block>
          {fund.investment_objective ? (
            <CollapsibleText text={fund.investment_objective} label="投资目标" />
          ) : (
            '--'
          )}
        </Fact>
        <Fact label="投资策略" block>
          {fund.investment_strategy ? (
            <CollapsibleText text={fund.investment_strategy} label="投资策略" />
          ) : (
            '--'
          )}
        </Fact>
      </dl>
    </DatedSection>
  );
}

/**
 * 基金经理: the current managers as the newest source names them, with its date; a name the
 * managers area has a page for links there, the others are plain text (no page, nothing made up).
 */
export function FundManagersSection({ fund }: { fund: Fund }) {
  const linked = fund.managers ?? [];
  const names = fund.manager_names ?? linked.map((m) => m.name);
  if (names.length === 0) return null;
  return (
    <DatedSection
      id="managers-title"
      title="基金经理"
      asOf={fund.managers_date && `数据截至 ${formatDate(fund.managers_date)}`}
    >
      <ul className={p.managers} aria-label="现任基金经理">
        {names.map((name) => {
          const m = linked.find((x) => x.name === name);
          return (
            <li key={name} className={p.manager}>
              {m ? (
                <Link className={p.managerLink} to={appPaths.managerDetail(m.id)}>
                  {name}
                </Link>
              ) : (
                <span className={p.managerName}>{name}</span>
              )}
              {m?.start_date && <span className={p.asOf}>任职起始 {formatDate(m.start_date)}</span>}
            </li>
          );
        })}
      </ul>
    </DatedSection>
  );
}
