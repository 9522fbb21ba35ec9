export { ExampleTag } from './example-tag';
export type { ExampleTagProps } from './example-tag';
