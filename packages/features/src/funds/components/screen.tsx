import { Page, type PageProps } from '../../app/page';

/** A page of the funds area: the app frame's {@link Page} (header per host, one h1, main). */
export type ScreenProps = PageProps;

export function Screen(props: ScreenProps) {
  return <Page {...props} />;
}
