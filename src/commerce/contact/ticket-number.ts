// Ticket numbers: K-7Q4M-2X9P, random readable codes (kernel/readable-code.ts), so a customer can read one out on the
// phone and nobody learns from it how many requests a shop gets.
import { readableAlphabet, readableCode } from '@/commerce/kernel/readable-code';

const part = `[${readableAlphabet}]{4}`;
export const ticketNumberPattern = new RegExp(`^K-${part}-${part}$`);

export const newTicketNumber = () => `K-${readableCode(4)}-${readableCode(4)}`;
