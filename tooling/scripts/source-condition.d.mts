/** The export condition naming @jijin/core's sources (source-condition.mjs). */
export declare const SOURCE_CONDITION: '@jijin/source';
/** Vite's default conditions with the source condition first, for `resolve` and `ssr.resolve`. */
export declare const sourceCondition: {
  resolve: { conditions: string[] };
  ssr: { resolve: { conditions: string[] } };
};
