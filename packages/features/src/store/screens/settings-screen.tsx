import { appPaths } from '../../app/routes/index';
import { feedback } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import type { Schemas } from '../../app/api-types';
import { Page } from '../../app/page';
import { errorMessage, fieldError } from '../../shared/errors';
import { NextStep, QueryState } from '../../shared/query-state';
import { useGetMyStoreQuery, useUpdateStoreMutation } from '../api';
import { Actions, Section } from '../../shared/blocks';
import { TextAreaField, TextField } from '../components/fields';

/** /store/settings/: the owner edits the store's name and description (spec 001 §6). */
export function StoreSettingsScreen() {
  const q = useGetMyStoreQuery();
  return (
    <Page title="店铺设置">
      <QueryState query={q} next={<NextStep to={appPaths.storeApply()}>申请开店</NextStep>}>
        {(store) => <SettingsForm store={store} />}
      </QueryState>
    </Page>
  );
}

function SettingsForm({ store }: { store: Schemas['Store'] }) {
  const [name, setName] = useState(store.name);
  const [description, setDescription] = useState(store.description ?? '');
  const [errors, setErrors] = useState<{ name?: string; description?: string }>({});
  const [update, state] = useUpdateStoreMutation();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (name.trim().length < 2) return setErrors({ name: '店铺名称为2-20个字' });
    try {
      await update({
        id: store.id,
        body: { name: name.trim(), description: description.trim() },
      }).unwrap();
      setErrors({});
      feedback.toast('保存成功');
    } catch (err) {
      setErrors({ name: fieldError(err, 'name'), description: fieldError(err, 'description') });
      feedback.toast(errorMessage(err));
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-label="店铺设置">
      <Section title="店铺信息">
        <TextField
          label="店铺名称"
          value={name}
          onChange={setName}
          error={errors.name}
          maxLength={20}
        />
        <TextAreaField
          label="店铺简介"
          value={description}
          onChange={setDescription}
          error={errors.description}
          maxLength={200}
        />
      </Section>
      <Actions>
        <Button block type="submit" color="primary" size="large" loading={state.isLoading}>
          保存
        </Button>
      </Actions>
    </form>
  );
}

export default StoreSettingsScreen;
