import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { installConsoleRedaction } from './console-redaction';

describe('installConsoleRedaction', () => {
  it('prints a failed query without its parameters and masks addresses, as Next.js would print them', () => {
    const printed: unknown[][] = [];
    const target = { error: (...args: unknown[]) => void printed.push(args), warn: () => {} };
    installConsoleRedaction(target);
    installConsoleRedaction(target);
    const error = new DrizzleQueryError(
      'insert into customers (email, street) values ($1, $2)',
      ['erika@example.org', 'Kirschbaumallee 17'],
      new Error('Connection terminated unexpectedly'),
    );
    target.error('request failed for erika@example.org', error);
    expect(printed).toHaveLength(1);
    const [text, shown] = printed[0]!;
    expect(text).toBe('request failed for [email]');
    expect(shown).toBeInstanceOf(Error);
    expect(String((shown as Error).stack)).toContain('insert into customers');
    expect(
      JSON.stringify({ ...(shown as object), m: (shown as Error).message, s: (shown as Error).stack }),
    ).not.toMatch(/erika|Kirschbaumallee/);
  });
});
