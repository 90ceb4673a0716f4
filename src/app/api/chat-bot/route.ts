// The chat bot of the service-help pages (src/api/chat-bot/chat-endpoint.ts).
import { postChatQuestion } from '@/api/chat-bot/chat-endpoint';

export const POST = postChatQuestion;
