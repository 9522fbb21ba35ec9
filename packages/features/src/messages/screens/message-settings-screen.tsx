import { feedback } from '@jijin/ui';
import { List, Switch } from 'antd-mobile';
import { Page } from '../../app/page';
import type { Schemas } from '../../app/api-types';
import { errorMessage } from '../../shared/errors';
import { QueryState } from '../../shared/query-state';
import { useGetMessageSettingsQuery, useUpdateMessageSettingsMutation } from '../api';
import { CATEGORY_NOTES, CATEGORY_TABS } from '../categories';

type Category = Schemas['MessageCategory'];

/**
 * /accounts/messages/settings/: whether each category produces messages (all on by default); a
 * category turned off gets no message for what happens while it is off.
 */
export function MessageSettingsScreen() {
  const q = useGetMessageSettingsQuery();
  const [update, state] = useUpdateMessageSettingsMutation();
  const set = async (category: Category, on: boolean) => {
    try {
      await update({ body: { [category]: on } }).unwrap();
      feedback.toast(on ? '已开启' : '已关闭');
    } catch (e) {
      feedback.toast(errorMessage(e));
    }
  };
  return (
    <Page title="消息设置">
      <QueryState query={q}>
        {(settings) => (
          <List header="接收以下消息">
            {CATEGORY_TABS.filter((t) => t.key !== 'all').map((t) => {
              const key = t.key as Category;
              return (
                <List.Item
                  key={key}
                  description={CATEGORY_NOTES[key]}
                  extra={
                    <Switch
                      aria-label={`${t.label}消息`}
                      checked={settings[key]}
                      loading={state.isLoading && state.originalArgs?.body[key] !== undefined}
                      onChange={(on) => void set(key, on)}
                    />
                  }
                >
                  {t.label}消息
                </List.Item>
              );
            })}
          </List>
        )}
      </QueryState>
    </Page>
  );
}

export default MessageSettingsScreen;
