// Random codes a person reads from a mail or a slip, or says on the phone: letters and digits that cannot be taken
// for each other (no 0/O, 1/I/L). Voucher codes, ticket and return numbers.
import { randomInt } from 'node:crypto';

export const readableAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const readableCode = (length: number) =>
  Array.from({ length }, () => readableAlphabet[randomInt(readableAlphabet.length)]).join('');
