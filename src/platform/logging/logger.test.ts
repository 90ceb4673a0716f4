import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger, errorFields, safeErrorMessage } from './logger';

function capture() {
  const lines: string[] = [];
  return {
    log: createLogger({ write: (line: string) => void lines.push(line) }, 'trace'),
    text: () => lines.join(''),
  };
}

describe('the logger', () => {
  it('removes the fields a person’s data travels in, one level down too', () => {
    const { log, text } = capture();
    log.info(
      {
        payload: { to: 'a@b.de' },
        mail: { text: 'Hallo' },
        body: 'x',
        order: { address: 'Hauptstr. 1', email: 'c@d.de' },
      },
      'm',
    );
    expect(text()).not.toMatch(/Hauptstr|Hallo|"to"/);
    expect(text()).toContain('[redacted]');
  });

  it('masks e-mail addresses in any string of a line and in the message', () => {
    const { log, text } = capture();
    log.error(
      { clientError: { message: 'Login failed for erika@example.org', nested: ['x erika@example.org'] } },
      'for erika@example.org',
    );
    expect(text()).not.toContain('erika@example.org');
    expect(text()).toContain('[email]');
  });
});

describe('errorFields', () => {
  it('keeps a failed query’s statement and cause but never its parameters', () => {
    const error = new DrizzleQueryError(
      'update t set payload = $1',
      [{ to: 'erika@example.org', street: 'Hauptstr. 1' }],
      new Error('Connection terminated unexpectedly'),
    );
    const fields = JSON.stringify(errorFields(error));
    expect(fields).toContain('update t set payload = $1');
    expect(fields).toContain('Connection terminated unexpectedly');
    expect(fields).not.toMatch(/erika|Hauptstr/);
    expect(safeErrorMessage(error)).not.toMatch(/erika|Hauptstr/);
  });
});
