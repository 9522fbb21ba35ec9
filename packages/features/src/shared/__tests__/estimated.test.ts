import { describe, expect, it } from 'vitest';
import { ESTIMATED_SUFFIX, estimatedSuffix } from '../estimated';

describe('the （推算） suffix of an estimated figure', () => {
  it('is （推算） for a true flag or a record marked is_estimated, and empty otherwise', () => {
    expect(ESTIMATED_SUFFIX).toBe('（推算）');
    expect(estimatedSuffix(true)).toBe('（推算）');
    expect(estimatedSuffix({ is_estimated: true })).toBe('（推算）');
    expect(estimatedSuffix(false)).toBe('');
    expect(estimatedSuffix({ is_estimated: false })).toBe('');
    expect(estimatedSuffix(null)).toBe('');
    expect(estimatedSuffix(undefined)).toBe('');
  });
});
