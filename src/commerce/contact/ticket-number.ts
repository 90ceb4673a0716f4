// Ticket numbers: K-7Q4M-2X9P. Random from an alphabet without look-alikes (no 0/O, 1/I/L), so a customer can read
// one out on the phone, and nobody learns from it how many requests a shop gets.
import { randomInt } from 'node:crypto';

const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export const ticketNumberPattern = /^K-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

export function newTicketNumber(): string {
  const part = () => Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `K-${part()}-${part()}`;
}
