// Bust and under-bust as a shopper types them (SPEC §5: "Bra finder requires bust and under-bust size"): both required,
// centimetres with a comma or a point, within what a body measures, the bust larger than the under-bust. One schema
// for the finder's form and its endpoint (decision 0020); each problem has its own code, so the message says what.
import { z } from 'zod';

export const bustRange = { min: 60, max: 170 } as const;
export const underBustRange = { min: 55, max: 140 } as const;

type Code = 'BRA_REQUIRED' | 'BRA_NUMBER' | 'BRA_BUST_RANGE' | 'BRA_UNDER_BUST_RANGE';

function centimetres(range: { min: number; max: number }, rangeCode: Code) {
  return z.union([z.string(), z.number()]).transform((value, ctx) => {
    const text = String(value).trim().replace(',', '.');
    const fail = (message: Code) => {
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    };
    if (text === '') return fail('BRA_REQUIRED');
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return fail('BRA_NUMBER');
    const cm = Number(text);
    return cm < range.min || cm > range.max ? fail(rangeCode) : cm;
  });
}

export const braMeasurementsSchema = z
  .object({
    bust: centimetres(bustRange, 'BRA_BUST_RANGE'),
    underBust: centimetres(underBustRange, 'BRA_UNDER_BUST_RANGE'),
  })
  .superRefine((value, ctx) => {
    if (value.bust <= value.underBust)
      ctx.addIssue({ code: 'custom', path: ['bust'], message: 'BRA_BUST_NOT_ABOVE_UNDER_BUST' });
  });

export type BraMeasurementsInput = z.input<typeof braMeasurementsSchema>;
