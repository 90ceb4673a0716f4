// The chat bot's rate limit per client address: a person types a question every few seconds at most; a script that
// asks faster only makes work. Thirty a minute leave room for an office behind one address.
import type { LimitRule } from '@/platform/rate-limit/rate-limiter';

export const chatBotLimit: LimitRule = { name: 'chat-bot-address', points: 30, durationSeconds: 60 };
