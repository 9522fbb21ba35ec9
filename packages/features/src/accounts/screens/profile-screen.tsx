import { checkUsername, USERNAME_LENGTH } from '@jijin/core/validation';
import { FormField, feedback } from '@jijin/ui';
import { Button, Input } from 'antd-mobile';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { Page } from '../../app/page';
import { fieldError, toastError } from '../../shared/errors';
import { QueryState } from '../../shared/query-state';
import { useSetUsernameMutation, useUploadAvatarMutation } from '../api';
import { useGetSettingsQuery } from '../../shared/api';
import styles from '../accounts.module.css';

/** Largest avatar accepted, in bytes (contract: at most 5 MB). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/**
 * /accounts/profile/ (spec 000 §2, §5, §7): the avatar (uploaded with the client's image POST)
 * and the nickname (core's username rule: 4-20 double-width units; Chinese, letters, digits,
 * _ and -).
 */
export function ProfileScreen() {
  const settings = useGetSettingsQuery();
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string>();
  const [saveUsername, saveState] = useSetUsernameMutation();
  const [uploadAvatar, uploadState] = useUploadAvatarMutation();

  useEffect(() => {
    const name = settings.data?.username;
    if (name) setUsername((u) => u || name);
  }, [settings.data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkUsername(username);
    setError(check.ok ? undefined : check.message);
    if (!check.ok) return;
    try {
      await saveUsername({ body: { username } }).unwrap();
      feedback.toast('昵称已修改');
    } catch (e) {
      setError(fieldError(e, 'username'));
      toastError(e);
    }
  };

  const onAvatar = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!/^image\/(jpeg|png)$/.test(file.type) || file.size > AVATAR_MAX_BYTES) {
      feedback.toast('请选择5MB以内的JPG或PNG图片');
      return;
    }
    try {
      await uploadAvatar({ body: { avatar: file } }).unwrap();
      feedback.toast('头像已更新');
    } catch (e) {
      toastError(e);
    }
  };

  return (
    <Page title="个人资料">
      <QueryState query={settings}>
        {(s) => (
          <>
            <section className={styles.profileHead} aria-label="头像">
              <img src={s.avatar_lg} alt="当前头像" />
              <label
                className="adm-button adm-button-default adm-button-shape-default"
                style={{ padding: '6px 12px' }}
              >
                {uploadState.isLoading ? '上传中…' : '更换头像'}
                <input
                  type="file"
                  accept="image/jpeg,image/png"
                  className="jj-visually-hidden"
                  onChange={(e) => void onAvatar(e)}
                  disabled={uploadState.isLoading}
                />
              </label>
            </section>
            <form
              className={styles.form}
              onSubmit={submit}
              noValidate
              aria-label="修改昵称"
              style={{ marginTop: 8 }}
            >
              <FormField
                label="昵称"
                error={error}
                hint={`${USERNAME_LENGTH.min}-${USERNAME_LENGTH.max}个字符（一个汉字占2个字符），可用中文、字母、数字、下划线和减号`}
              >
                {(ids) => (
                  <Input
                    id={ids.inputId}
                    name="username"
                    value={username}
                    placeholder="请输入昵称"
                    onChange={setUsername}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={[ids.hintId, error ? ids.errorId : '']
                      .filter(Boolean)
                      .join(' ')}
                  />
                )}
              </FormField>
              <FormField label="手机号">
                {(ids) => <output id={ids.inputId}>{s.mobile}</output>}
              </FormField>
              <div className={styles.actions}>
                <Button
                  block
                  type="submit"
                  color="primary"
                  loading={saveState.isLoading}
                  loadingText="保存中"
                >
                  保存
                </Button>
              </div>
            </form>
          </>
        )}
      </QueryState>
    </Page>
  );
}

export default ProfileScreen;
