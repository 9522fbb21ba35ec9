import { Popup } from 'antd-mobile';
import type { ReactNode } from 'react';
import { cx } from '../utils/cx';
import './feedback.css';

/** One choice of an {@link ActionSheetPanel}. */
export interface ActionSheetItem<K extends string | number = string | number> {
  key: K;
  text: ReactNode;
  description?: ReactNode;
  danger?: boolean;
  disabled?: boolean;
  bold?: boolean;
}

export interface ActionSheetPanelProps<K extends string | number = string | number> {
  visible: boolean;
  actions: ActionSheetItem<K>[];
  /** Text above the actions; also the sheet's accessible name when it is a string. */
  extra?: ReactNode;
  /** Default 取消 */
  cancelText?: ReactNode;
  /** A choice was tapped. */
  onAction?: (key: K) => void;
  /** 取消 or the mask was tapped. */
  onClose?: () => void;
  afterClose?: () => void;
  className?: string;
}

/**
 * A bottom action sheet on antd-mobile's Popup with real buttons (antd-mobile's own ActionSheet
 * marks items role="option" without a listbox, which fails axe).
 */
export function ActionSheetPanel<K extends string | number>({
  visible,
  actions,
  extra,
  cancelText = '取消',
  onAction,
  onClose,
  afterClose,
  className,
}: ActionSheetPanelProps<K>) {
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      afterClose={afterClose}
      bodyClassName={cx('jj-action-sheet', className)}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-label={typeof extra === 'string' ? extra : '请选择'}
      >
        {extra && <div className="jj-action-sheet__extra">{extra}</div>}
        <div className="jj-action-sheet__list">
          {actions.map((a) => (
            <button
              key={a.key}
              type="button"
              className={cx(
                'jj-action-sheet__item',
                a.danger && 'jj-action-sheet__item--danger',
                a.bold && 'jj-action-sheet__item--bold',
              )}
              disabled={a.disabled}
              onClick={() => onAction?.(a.key)}
            >
              <span>{a.text}</span>
              {a.description && <span className="jj-action-sheet__desc">{a.description}</span>}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="jj-action-sheet__item jj-action-sheet__cancel"
          onClick={onClose}
        >
          {cancelText}
        </button>
      </div>
    </Popup>
  );
}
