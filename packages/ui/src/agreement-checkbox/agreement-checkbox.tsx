import { Checkbox } from 'antd-mobile';
import { Fragment, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import './agreement-checkbox.css';

/** One agreement document. */
export interface AgreementLink {
  /** Title with book-title marks, e.g. 《用户服务协议》. */
  title: string;
  /** Link target; or use `onOpen` to show it in a popup. */
  href?: string;
  onOpen?: () => void;
}

export interface AgreementCheckboxProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange' | 'prefix'
> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  agreements: AgreementLink[];
  /** Text before the links. Default 我已阅读并同意 */
  prefix?: ReactNode;
  disabled?: boolean;
}

/**
 * The agreement tick box shown before captcha send and signup (spec 000 §5: sending needs a
 * ticked agreement when required; message 请勾选协议 comes from core). The links sit outside the
 * label so opening one does not toggle the box.
 */
export function AgreementCheckbox({
  checked,
  onChange,
  agreements,
  prefix = '我已阅读并同意',
  disabled,
  className,
  ...rest
}: AgreementCheckboxProps) {
  return (
    <div {...rest} className={cx('jj-agreement', className)}>
      <Checkbox
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        style={{ '--icon-size': '16px', '--font-size': 'var(--jj-font-size-s)' }}
      >
        {prefix}
      </Checkbox>
      <span className="jj-agreement__links">
        {agreements.map((a, i) => (
          <Fragment key={a.title}>
            {i > 0 && '、'}
            {a.href ? (
              <a
                href={a.href}
                onClick={a.onOpen ? (e) => (e.preventDefault(), a.onOpen?.()) : undefined}
              >
                {a.title}
              </a>
            ) : (
              <button type="button" className="jj-agreement__link" onClick={a.onOpen}>
                {a.title}
              </button>
            )}
          </Fragment>
        ))}
      </span>
    </div>
  );
}
