import { followButtonLabel } from '@jijin/core/status';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { StarIcon } from '../utils/icons';
import type { NativeProps } from '../utils/native-props';

export type FollowButtonProps = NativeProps & {
  /** Whether the item is in the user's 自选 list. */
  followed: boolean;
  /**
   * Toggles the follow state (the screen calls the API or the local list, or asks a guest to
   * log in). While the returned promise runs the button is busy.
   */
  onToggle: (next: boolean) => void | Promise<unknown>;
  disabled?: boolean;
  /** Default small. */
  size?: 'mini' | 'small' | 'middle' | 'large';
};

/** The follow button: 删自选 when followed, 加自选 when not (core's `followButtonLabel`, spec 001 §4). */
export function FollowButton({
  followed,
  onToggle,
  disabled,
  size = 'small',
  ...native
}: FollowButtonProps) {
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      await onToggle(!followed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      {...native}
      size={size}
      fill={followed ? 'outline' : 'solid'}
      color={followed ? 'default' : 'primary'}
      disabled={disabled || busy}
      onClick={toggle}
    >
      <StarIcon filled={followed} style={{ marginRight: 4, verticalAlign: '-0.125em' }} />
      {followButtonLabel(followed)}
    </Button>
  );
}
