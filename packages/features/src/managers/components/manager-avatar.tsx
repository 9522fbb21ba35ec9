import s from './manager-avatar.module.css';

/** The manager's photo, or the first character of the name when there is none (avatar null). */
export function ManagerAvatar({
  name,
  avatar,
  size = 44,
}: {
  name: string;
  avatar?: string | null;
  size?: number;
}) {
  return avatar ? (
    <img className={s.avatar} src={avatar} alt="" width={size} height={size} />
  ) : (
    <span
      className={s.initials}
      style={{ width: size, height: size, fontSize: size * 0.42 }}
      aria-hidden="true"
    >
      {name.slice(0, 1)}
    </span>
  );
}
