/** `{ index: 'src/index.ts', validation: 'src/validation/index.ts', … }` from package.json "exports". */
export declare const entries: Record<string, string>;
