import { describe, expect, it } from 'vitest';
import { formatCategoryRule, parseCategoryRule } from './category-rule';

describe('category rules', () => {
  it('reads the whole-sale rule and department-limited rules', () => {
    expect(parseCategoryRule('reduced')).toEqual({ kind: 'reduced', within: [] });
    expect(parseCategoryRule('reduced:moebel,wohnen')).toEqual({
      kind: 'reduced',
      within: ['moebel', 'wohnen'],
    });
  });

  it('treats a missing or unknown rule as an ordinary category', () => {
    expect(parseCategoryRule(null)).toBeNull();
    expect(parseCategoryRule('newest')).toBeNull();
    expect(parseCategoryRule('reduced:')).toBeNull();
    expect(parseCategoryRule("reduced:x'; drop table")).toBeNull();
  });

  it('writes what it reads', () => {
    for (const rule of ['reduced', 'reduced:technik', 'reduced:moebel,wohnen']) {
      expect(formatCategoryRule(parseCategoryRule(rule)!)).toBe(rule);
    }
  });
});
