// The answers a survey definition accepts, as one zod schema made from the definition: the survey form validates
// with it in the browser and the endpoint with the same schema on the server (decision 0020). Form values are
// strings (a rating is '1'…'5'), lists for multiple choice; empty answers to optional questions are left out.
import { z } from 'zod';
import type { Survey } from '@/commerce/content/survey';

export type SurveyAnswers = Record<string, string | string[]>;

export const surveyLimits = { maxTextLength: 1000, ratings: ['1', '2', '3', '4', '5'] } as const;

type Question = Survey['questions'][number];

/** Error codes of the survey form (messages `checkout.survey.errors`). */
export const surveyErrorCodes = ['REQUIRED', 'TOO_LONG', 'INVALID'] as const;

function choice(values: readonly string[], required: boolean) {
  const one = z.string().refine((v) => values.includes(v), 'INVALID');
  return required ? z.string({ error: 'REQUIRED' }).min(1, 'REQUIRED').pipe(one) : z.union([z.literal(''), one]).default('');
}

function questionSchema(question: Question) {
  const values = question.options?.map((o) => o.value) ?? [];
  switch (question.type) {
    case 'rating':
      return choice(surveyLimits.ratings, question.required);
    case 'single':
      return choice(values, question.required);
    case 'multiple': {
      const list = z
        .array(z.string().refine((v) => values.includes(v), 'INVALID'), { error: 'INVALID' })
        .max(values.length, 'INVALID')
        .refine((l) => new Set(l).size === l.length, 'INVALID');
      return question.required ? list.min(1, 'REQUIRED') : list.default([]);
    }
    case 'text': {
      const text = z.string({ error: 'INVALID' }).trim().max(surveyLimits.maxTextLength, 'TOO_LONG');
      return question.required ? text.min(1, 'REQUIRED') : text.default('');
    }
  }
}

/** The survey's answers: one key per question, nothing else; empty optional answers dropped from the output. */
export function surveyAnswersSchema(survey: Survey) {
  const shape = Object.fromEntries(survey.questions.map((q) => [q.id, questionSchema(q)]));
  return z.strictObject(shape).transform((answers) => {
    const kept: SurveyAnswers = {};
    for (const [id, value] of Object.entries(answers) as [string, string | string[]][])
      if (value.length > 0) kept[id] = value;
    return kept;
  });
}

/** The form's starting values: nothing chosen, nothing written. */
export function emptySurveyAnswers(survey: Survey): SurveyAnswers {
  return Object.fromEntries(survey.questions.map((q) => [q.id, q.type === 'multiple' ? [] : '']));
}
