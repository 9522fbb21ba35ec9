export {
  CompassIcon,
  FileIcon,
  HeartIcon,
  HomeIcon,
  ListIcon,
  PieIcon,
  SearchIcon,
  TeamIcon,
  UserIcon,
} from './icons';
export type { IconProps } from './icons';
