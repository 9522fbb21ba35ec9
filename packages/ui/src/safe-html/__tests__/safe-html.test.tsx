import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { SafeHtml, sanitizeHtml } from '../safe-html';

describe('SafeHtml', () => {
  it('keeps rich text and drops scripts, handlers and inline styles', async () => {
    const { container } = render(
      <SafeHtml
        html={
          '<h2>常见问题</h2><p style="color:red" onclick="alert(1)">申购<strong>T+1</strong>确认</p><script>alert(1)</script><img src="x" alt="示意图" onerror="alert(2)">'
        }
      />,
    );
    expect(screen.getByRole('heading', { name: '常见问题' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('[style]')).toBeNull();
    expect(screen.getByText('T+1')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('drops javascript: links and protects target=_blank links', () => {
    const out = sanitizeHtml(
      '<a href="javascript:alert(1)">坏链接</a><a href="https://example.com" target="_blank">好链接</a>',
    );
    expect(out).not.toContain('javascript:');
    expect(out).toContain('rel="noopener noreferrer"');
  });

  it('renders nothing for empty html', () => {
    const { container } = render(<SafeHtml html={null} />);
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });

  it('keeps the line breaks of a user’s plain text when asked (white-space: pre-line)', () => {
    const { container } = render(<SafeHtml html={'第一段\n第二段 a < b'} lineBreaks />);
    const el = container.firstElementChild!;
    expect(el).toHaveClass('jj-safe-html--lines');
    expect(el.textContent).toBe('第一段\n第二段 a < b');
    expect(render(<SafeHtml html="x" />).container.firstElementChild).not.toHaveClass(
      'jj-safe-html--lines',
    );
  });
});
