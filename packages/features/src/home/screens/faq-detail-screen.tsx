import { EmptyState } from '@jijin/ui';
import { Link, useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { FAQ_ARTICLES } from '../faq-content';
import styles from '../home.module.css';

/** /faq/detail/{id} (spec 000 §2): one help article; `/faq/portfolio_buy/` passes its own id. */
export function FaqDetailScreen({ article: fixed }: { article?: string } = {}) {
  const { id: param = '' } = useParams();
  const id = fixed ?? param;
  const article = Object.prototype.hasOwnProperty.call(FAQ_ARTICLES, id)
    ? FAQ_ARTICLES[id]
    : undefined;
  if (!article) {
    return (
      <Page title="常见问题">
        <EmptyState title="文章不存在" description="该问题可能已下线" />
        <p className={styles.actions}>
          <Link to="/faq/detail/open_account">查看开户常见问题</Link>
        </p>
      </Page>
    );
  }
  return (
    <Page title={article.title}>
      <article className={`${styles.section} ${styles.faq}`}>
        {article.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </article>
    </Page>
  );
}

export default FaqDetailScreen;
