import { EmptyState } from '@jijin/ui';
import { useParams, useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { errorStatus } from '../../shared/errors';
import { QueryState } from '../../shared/query-state';
import { useSearchWithToolQuery } from '../api';
import { FundRows } from '../components/fund-rows';
import { Pager } from '../components/stock-rows';
import s from '../components/research.module.css';

/** The tool presets of GET /symbols/tools_search/{id}/ (sandbox README "Research area"). */
const TOOLS: Record<number, { title: string; note: string }> = {
  1: { title: '股票型基金优选', note: '股票型基金中近1年收益不为负的，按近1年收益排序' },
  2: { title: '混合型基金优选', note: '混合型基金中近1年收益不为负的，按近1年收益排序' },
  3: { title: '债券型基金', note: '债券型基金，按近1年收益排序' },
  4: { title: '指数型基金', note: '指数型基金，按近1年收益排序' },
};

/** /symbols/tools_search/{id}/ — a fund-picking tool: its preset's funds, 20 a page. */
export function ToolsSearchScreen() {
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = useSearchWithToolQuery({ id, page });
  const tool = TOOLS[id];
  return (
    <Page title={tool?.title ?? '工具选基'}>
      <section className={s.card}>
        {errorStatus(q.error) === 404 ? (
          <EmptyState description="没有这个选基工具" />
        ) : (
          <>
            {tool && <p className={s.note}>{tool.note}；收益按最新净值日计算</p>}
            <QueryState query={q}>
              {(d) =>
                d.results.length === 0 ? (
                  <EmptyState description="暂无符合条件的基金" />
                ) : (
                  <>
                    <FundRows funds={d.results} label="选基结果" />
                    <Pager
                      page={page}
                      totalPage={d.total_page}
                      onPage={(p) => setParams({ page: String(p) })}
                    />
                  </>
                )
              }
            </QueryState>
          </>
        )}
      </section>
    </Page>
  );
}

export default ToolsSearchScreen;
