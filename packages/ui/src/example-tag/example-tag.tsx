import { UI_LABELS } from '@jijin/core/messages';
import type { HTMLAttributes } from 'react';
import { colorTokenVar } from '../utils/color-token';
import { cx } from '../utils/cx';
import '../styles/tag.css';

export interface ExampleTagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** `fees`: the tag of template fees; default: the tag of example content. */
  kind?: 'content' | 'fees';
}

/**
 * The one small tag of content the backend flags `is_example` (portfolios, strategies, private
 * funds, posts, activities, questionnaires authored for a demonstration) or of template fees.
 * Its text is core's `UI_LABELS.example` / `UI_LABELS.exampleFees`; screens never write it.
 */
export function ExampleTag({ kind = 'content', className, style, ...rest }: ExampleTagProps) {
  return (
    <span
      {...rest}
      className={cx('jj-tag', className)}
      data-color="grey"
      style={{ color: colorTokenVar('grey'), ...style }}
    >
      {kind === 'fees' ? UI_LABELS.exampleFees : UI_LABELS.example}
    </span>
  );
}
