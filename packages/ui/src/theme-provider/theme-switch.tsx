import { List, Switch } from 'antd-mobile';
import type { HTMLAttributes } from 'react';
import { useTheme } from './theme-provider';

export type ThemeSwitchProps = HTMLAttributes<HTMLDivElement>;

/** A settings block with two switches: 深色模式 and 大字模式（适老化）. Reads and writes {@link useTheme}. */
export function ThemeSwitch(props: ThemeSwitchProps) {
  const { mode, font, setMode, setFont } = useTheme();
  return (
    <div {...props}>
      <List header="显示设置">
        <List.Item
          extra={
            <Switch
              checked={mode === 'dark'}
              onChange={(on) => setMode(on ? 'dark' : 'light')}
              aria-label="深色模式"
            />
          }
        >
          深色模式
        </List.Item>
        <List.Item
          extra={
            <Switch
              checked={font === 'large'}
              onChange={(on) => setFont(on ? 'large' : 'normal')}
              aria-label="大字模式"
            />
          }
        >
          大字模式（适老化）
        </List.Item>
      </List>
    </div>
  );
}
