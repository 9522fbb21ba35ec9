import { feedback } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { Page } from '../../app/page';
import { errorMessage, fieldError } from '../../shared/errors';
import { QueryState } from '../../shared/query-state';
import {
  useGetStorePortfolioQuery,
  useSetPortfolioShareInfoMutation,
  useUpdatePortfolioMutation,
} from '../api';
import { Actions, Section } from '../../shared/blocks';
import { TextAreaField, TextField } from '../components/fields';

/** /store/portfolios/{id}/manage/: the owner edits a portfolio's description and share info. */
export function StorePortfolioManageScreen() {
  const id = Number(useParams().id);
  const q = useGetStorePortfolioQuery({ id });
  return (
    <Page title="管理组合">
      <QueryState query={q}>{(p) => <ManageForms p={p} />}</QueryState>
    </Page>
  );
}

function ManageForms({ p }: { p: Schemas['Portfolio'] }) {
  const [description, setDescription] = useState(p.description ?? '');
  const [descError, setDescError] = useState<string>();
  const [title, setTitle] = useState(p.name);
  const [shareDesc, setShareDesc] = useState('');
  const [shareError, setShareError] = useState<string>();
  const [update, u] = useUpdatePortfolioMutation();
  const [share, sh] = useSetPortfolioShareInfoMutation();
  return (
    <>
      <Section title={p.name}>
        <TextAreaField
          label="组合描述"
          value={description}
          onChange={setDescription}
          error={descError}
          maxLength={200}
        />
        <Actions>
          <Button
            color="primary"
            loading={u.isLoading}
            onClick={() =>
              void update({ id: p.id, body: { description: description.trim() } })
                .unwrap()
                .then(() => {
                  setDescError(undefined);
                  feedback.toast('保存成功');
                })
                .catch((e: unknown) =>
                  setDescError(fieldError(e, 'description') ?? errorMessage(e)),
                )
            }
          >
            保存描述
          </Button>
        </Actions>
      </Section>
      <Section title="分享信息">
        <TextField
          label="分享标题"
          value={title}
          onChange={setTitle}
          error={shareError}
          maxLength={30}
        />
        <TextAreaField label="分享描述" value={shareDesc} onChange={setShareDesc} maxLength={100} />
        <Actions>
          <Button
            color="primary"
            loading={sh.isLoading}
            onClick={() => {
              if (!title.trim()) return setShareError('请填写分享标题');
              void share({
                id: p.id,
                body: { title: title.trim(), description: shareDesc.trim() || undefined },
              })
                .unwrap()
                .then(() => {
                  setShareError(undefined);
                  feedback.toast('保存成功');
                })
                .catch((e: unknown) => setShareError(errorMessage(e)));
            }}
          >
            保存分享信息
          </Button>
        </Actions>
      </Section>
    </>
  );
}

export default StorePortfolioManageScreen;
