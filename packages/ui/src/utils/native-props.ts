import type { AriaAttributes, CSSProperties } from 'react';

/**
 * The native props every component passes through to its root (ant-design-mobile's habit):
 * className, style, id, aria-* and data-*.
 */
export type NativeProps = {
  className?: string;
  style?: CSSProperties;
  id?: string;
} & AriaAttributes & { [key: `data-${string}`]: string | number | boolean | undefined };

/** Picks className, style, id, aria-* and data-* from props (to spread on a root element). */
export function pickNativeProps(props: Record<string, unknown>): NativeProps {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(props)) {
    if (
      key === 'className' ||
      key === 'style' ||
      key === 'id' ||
      key.startsWith('aria-') ||
      key.startsWith('data-')
    ) {
      out[key] = props[key];
    }
  }
  return out as NativeProps;
}
