import { describe, expect, it } from 'vitest';
import type { Survey } from '@/commerce/content/survey';
import { emptySurveyAnswers, surveyAnswersSchema, surveyLimits } from './survey-answers';

const survey: Survey = {
  id: 'after-order',
  title: 'Wie war Dein Einkauf?',
  thanks: 'Danke!',
  questions: [
    { id: 'satisfaction', type: 'rating', label: 'Zufrieden?', required: true },
    { id: 'found', type: 'single', label: 'Gefunden?', required: true, options: [{ value: 'yes', label: 'Ja' }, { value: 'no', label: 'Nein' }] },
    { id: 'reasons', type: 'multiple', label: 'Wichtig?', required: false, options: [{ value: 'price', label: 'Preis' }, { value: 'delivery', label: 'Lieferung' }] },
    { id: 'comment', type: 'text', label: 'Noch etwas?', required: false },
  ],
};

const schema = surveyAnswersSchema(survey);
const fields = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0] ?? ''), i.code === 'unrecognized_keys' ? 'INVALID' : i.message]));
};

describe('surveyAnswersSchema', () => {
  it('keeps the answers given and leaves out empty optional ones', () => {
    expect(schema.parse({ ...emptySurveyAnswers(survey), satisfaction: '4', found: 'yes' })).toEqual({ satisfaction: '4', found: 'yes' });
    expect(schema.parse({ satisfaction: '5', found: 'no', reasons: ['price', 'delivery'], comment: '  Gern wieder.  ' })).toEqual({
      satisfaction: '5',
      found: 'no',
      reasons: ['price', 'delivery'],
      comment: 'Gern wieder.',
    });
  });

  it('asks for the required answers', () => {
    expect(fields(emptySurveyAnswers(survey))).toEqual({ satisfaction: 'REQUIRED', found: 'REQUIRED' });
  });

  it('refuses ratings, options and questions the definition does not have', () => {
    expect(fields({ satisfaction: '6', found: 'maybe' })).toEqual({ satisfaction: 'INVALID', found: 'INVALID' });
    expect(fields({ satisfaction: '3', found: 'yes', reasons: ['price', 'price'] })).toEqual({ reasons: 'INVALID' });
    expect(fields({ satisfaction: '3', found: 'yes', reasons: ['colour'] })).toEqual({ reasons: 'INVALID' });
    expect(fields({ satisfaction: '3', found: 'yes', extra: 'x' })).toEqual({ '': 'INVALID' });
    expect(fields({ satisfaction: 3, found: 'yes' })).toEqual({ satisfaction: 'REQUIRED' });
  });

  it('limits the free text', () => {
    const long = 'a'.repeat(surveyLimits.maxTextLength + 1);
    expect(fields({ satisfaction: '3', found: 'yes', comment: long })).toEqual({ comment: 'TOO_LONG' });
    expect(schema.parse({ satisfaction: '3', found: 'yes', comment: long.slice(1) }).comment).toHaveLength(surveyLimits.maxTextLength);
  });
});
