// What the chat bot accepts (one schema for the widget and the endpoint): a question of at most 500 characters and
// the conversation so far, which only helps with short follow-up questions and is bounded like the question.
import { z } from 'zod';

export const MAX_QUESTION_LENGTH = 500;
export const MAX_HISTORY = 20;

export const chatMessageSchema = z.strictObject({
  role: z.enum(['visitor', 'bot']),
  text: z.string().max(2_000),
});

export const chatInputSchema = z.strictObject({
  question: z.string().trim().min(1, 'required').max(MAX_QUESTION_LENGTH, 'tooLong'),
  history: z.array(chatMessageSchema).max(MAX_HISTORY).optional(),
});

export type ChatInput = z.output<typeof chatInputSchema>;
export type ChatMessage = z.output<typeof chatMessageSchema>;
