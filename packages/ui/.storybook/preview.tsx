import type { Preview } from '@storybook/react-vite';
import '../src/styles/theme.css';
import { FeedbackProvider } from '../src/feedback/feedback-provider';
import { HostUiProvider } from '../src/host-ui/host-ui-provider';
import { ThemeProvider, type FontMode, type ThemeMode } from '../src/theme-provider/theme-provider';

/** Every story renders inside the zh-CN antd-mobile ConfigProvider (ThemeProvider) and our theme. */
const preview: Preview = {
  globalTypes: {
    theme: {
      description: '主题',
      toolbar: {
        title: '主题',
        items: [
          { value: 'light', title: '浅色' },
          { value: 'dark', title: '深色' },
        ],
        dynamicTitle: true,
      },
    },
    font: {
      description: '字号',
      toolbar: {
        title: '字号',
        items: [
          { value: 'normal', title: '标准' },
          { value: 'large', title: '大字（适老化）' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', font: 'normal' },
  parameters: {
    layout: 'fullscreen',
    viewport: { defaultViewport: 'mobile1' },
    controls: { expanded: true },
  },
  decorators: [
    (Story, context) => (
      <ThemeProvider
        mode={context.globals.theme as ThemeMode}
        font={context.globals.font as FontMode}
        style={{ padding: 16, minHeight: '100vh', boxSizing: 'border-box' }}
      >
        <HostUiProvider showHeader>
          <FeedbackProvider>
            <Story />
          </FeedbackProvider>
        </HostUiProvider>
      </ThemeProvider>
    ),
  ],
};

export default preview;
