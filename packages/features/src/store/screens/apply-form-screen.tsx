import { appPaths } from '../../app/routes/index';
import { feedback } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../app/page';
import { errorMessage, fieldError } from '../../shared/errors';
import { useApplyStoreMutation } from '../api';
import { Actions, Section } from '../../shared/blocks';
import { TextAreaField, TextField } from '../components/fields';

type Field = 'name' | 'description' | 'real_name' | 'qualification';

/** /store/apply_form/: name, intro and qualification fields; errors keep everything typed. */
export function StoreApplyFormScreen() {
  const [v, setV] = useState<Record<Field, string>>({
    name: '',
    description: '',
    real_name: '',
    qualification: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [apply, state] = useApplyStoreMutation();
  const navigate = useNavigate();
  const set = (k: Field) => (x: string) => setV((o) => ({ ...o, [k]: x }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const local: Partial<Record<Field, string>> = {};
    if (v.name.trim().length < 2) local.name = '店铺名称至少2个字';
    if (!v.real_name.trim()) local.real_name = '请填写真实姓名';
    if (!/^[A-Za-z0-9]{8,20}$/.test(v.qualification.trim()))
      local.qualification = '请填写8-20位字母或数字的投顾从业资格证书编号';
    setErrors(local);
    if (Object.keys(local).length) return;
    try {
      await apply({
        body: {
          name: v.name.trim(),
          description: v.description.trim() || undefined,
          real_name: v.real_name.trim(),
          qualification: v.qualification.trim(),
        },
      }).unwrap();
      feedback.toast('申请已提交');
      navigate(appPaths.storeApply(), { replace: true });
    } catch (err) {
      const fields: Field[] = ['name', 'description', 'real_name', 'qualification'];
      setErrors(Object.fromEntries(fields.map((f) => [f, fieldError(err, f)])));
      feedback.toast(errorMessage(err));
    }
  };

  return (
    <Page title="填写开店申请">
      <form onSubmit={(e) => void submit(e)} aria-label="开店申请">
        <Section title="店铺信息">
          <TextField
            label="店铺名称"
            value={v.name}
            onChange={set('name')}
            error={errors.name}
            maxLength={20}
            placeholder="2-20个字"
          />
          <TextAreaField
            label="店铺简介"
            value={v.description}
            onChange={set('description')}
            error={errors.description}
            maxLength={200}
            placeholder="200字以内（选填）"
          />
        </Section>
        <Section title="资质信息">
          <TextField
            label="真实姓名"
            value={v.real_name}
            onChange={set('real_name')}
            error={errors.real_name}
            maxLength={20}
          />
          <TextField
            label="资格证书编号"
            value={v.qualification}
            onChange={set('qualification')}
            error={errors.qualification}
            maxLength={20}
            placeholder="投顾从业资格证书编号"
          />
        </Section>
        <Actions>
          <Button block type="submit" color="primary" size="large" loading={state.isLoading}>
            提交申请
          </Button>
        </Actions>
      </form>
    </Page>
  );
}

export default StoreApplyFormScreen;
