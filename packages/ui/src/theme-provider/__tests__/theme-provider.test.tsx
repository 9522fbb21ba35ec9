import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ThemeProvider, useTheme } from '../theme-provider';
import { ThemeSwitch } from '../theme-switch';

function Probe() {
  const t = useTheme();
  return (
    <output aria-label="主题状态">{`${t.mode}/${t.font}/${t.smallScreen ? 'small' : 'normal'}`}</output>
  );
}

afterEach(() => {
  const html = document.documentElement;
  delete html.dataset.jjTheme;
  delete html.dataset.jjFont;
  delete html.dataset.jjScreen;
  html.removeAttribute('data-prefers-color-scheme');
});

describe('ThemeProvider', () => {
  it('switches dark mode and large font (适老化) through one switch, on its root and on <html>', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <ThemeProvider onChange={onChange} data-testid="root">
        <ThemeSwitch />
        <Probe />
      </ThemeProvider>,
    );
    const root = screen.getByTestId('root');
    expect(root).toHaveAttribute('data-jj-theme', 'light');
    await user.click(screen.getByRole('switch', { name: '深色模式' }));
    expect(root).toHaveAttribute('data-jj-theme', 'dark');
    expect(document.documentElement).toHaveAttribute('data-jj-theme', 'dark');
    expect(document.documentElement).toHaveAttribute('data-prefers-color-scheme', 'dark');
    await user.click(screen.getByRole('switch', { name: '大字模式' }));
    expect(root).toHaveAttribute('data-jj-font', 'large');
    expect(document.documentElement).toHaveAttribute('data-jj-font', 'large');
    expect(onChange).toHaveBeenLastCalledWith({ mode: 'dark', font: 'large' });
    expect(screen.getByRole('status', { name: '主题状态' })).toHaveTextContent('dark/large');
    await expectNoAxeViolations(container);
  });

  it('applies the small-screen layout at 350 px wide or less (spec 000 §9)', () => {
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 320 });
    try {
      render(
        <ThemeProvider data-testid="root">
          <Probe />
        </ThemeProvider>,
      );
      expect(screen.getByTestId('root')).toHaveAttribute('data-jj-screen', 'small');
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    }
  });

  it('keeps a normal layout on a 375 px phone, and leaves <html> alone when asked', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    render(
      <ThemeProvider applyToDocument={false} mode="dark" data-testid="root">
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('root')).toHaveAttribute('data-jj-screen', 'normal');
    expect(screen.getByTestId('root')).toHaveAttribute('data-jj-theme', 'dark');
    expect(document.documentElement).not.toHaveAttribute('data-jj-theme');
  });
});
