import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FieldInput, FormField } from './form-field';

const meta: Meta<typeof FormField> = { title: '表单/FormField 表单行', component: FormField };
export default meta;

function RealName({ error, hint }: { error?: string; hint?: string }) {
  const [v, setV] = useState('');
  return (
    <FormField label="真实姓名" error={error} hint={hint}>
      {(ids) => (
        <FieldInput
          id={ids.inputId}
          maxLength={20}
          placeholder="请输入真实姓名"
          value={v}
          onChange={setV}
        />
      )}
    </FormField>
  );
}

export const Plain: StoryObj = { name: '基本', render: () => <RealName /> };
export const WithHint: StoryObj = {
  name: '带说明',
  render: () => <RealName hint="需与银行卡开户姓名一致" />,
};
export const WithError: StoryObj = {
  name: '错误',
  render: () => <RealName error="请输入真实姓名" />,
};
