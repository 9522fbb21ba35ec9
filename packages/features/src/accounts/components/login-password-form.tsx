import { checkLoginPassword, checkRepeatPassword } from '@jijin/core';
import { LoginPasswordInputs, PasswordInput, feedback } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { fieldError, toastError } from '../../shared/errors';
import { useChangePasswordMutation, useSetPasswordMutation } from '../api';
import styles from '../accounts.module.css';

/**
 * Sets (first time) or changes the login password (spec 000 §5: 6-16 characters, a mix of digits
 * and characters recommended, the repeat must match; POST accounts/set_password/ or
 * change_password/).
 */
export function LoginPasswordForm({
  hasPassword,
  onDone,
}: {
  hasPassword: boolean;
  onDone: () => void;
}) {
  const [oldPassword, setOldPassword] = useState('');
  const [oldError, setOldError] = useState<string>();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [setLoginPassword, setState] = useSetPasswordMutation();
  const [changeLoginPassword, changeState] = useChangePasswordMutation();
  const title = hasPassword ? '修改登录密码' : '设置登录密码';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (hasPassword && !oldPassword) {
      setOldError('请输入原登录密码');
      return;
    }
    setOldError(undefined);
    const check = checkLoginPassword(password);
    const same = checkRepeatPassword(password, repeat);
    const failed = !check.ok ? check : !same.ok ? same : null;
    if (failed) {
      feedback.toast(failed.message);
      return;
    }
    try {
      if (hasPassword) {
        await changeLoginPassword({
          body: {
            old_password: oldPassword,
            password,
            password_confirm: repeat,
          },
        }).unwrap();
      } else {
        await setLoginPassword({ body: { password, password_confirm: repeat } }).unwrap();
      }
      feedback.toast(hasPassword ? '登录密码已修改' : '登录密码已设置');
      onDone();
    } catch (error) {
      setOldError(fieldError(error, 'old_password'));
      toastError(error);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={title}>
      <h2 className={styles.sectionTitle} style={{ padding: '12px 16px 0' }}>
        {title}
      </h2>
      {hasPassword && (
        <PasswordInput
          label="原密码"
          name="old_password"
          placeholder="请输入原登录密码"
          value={oldPassword}
          onChange={setOldPassword}
          error={oldError}
        />
      )}
      <LoginPasswordInputs
        password={password}
        onPasswordChange={setPassword}
        repeat={repeat}
        onRepeatChange={setRepeat}
      />
      <div className={styles.actions}>
        <Button
          block
          type="submit"
          color="primary"
          loading={setState.isLoading || changeState.isLoading}
          loadingText="提交中"
        >
          确定
        </Button>
      </div>
    </form>
  );
}
