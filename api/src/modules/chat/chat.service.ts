import { Injectable, Logger } from '@nestjs/common';
import type { ChatRequest, ChatResponse, ChatSuggestionsQuery, ChatSuggestionsResponse } from '@fairway/contracts';
import type { AuthUser } from '../../common/auth';
import { chatSuggestions } from './conversation/chat-suggestions';
import { composeAnswer } from './conversation/compose-answer';
import { fitAnswer } from './conversation/fit-answer';
import { pageName } from './conversation/page-name';
import { readQuestion } from './conversation/read-question';
import { ChatFactsReader } from './facts/chat-facts.reader';
import { staticAnswers } from './knowledge/static-answers';

const unavailable = "I can't read the live tournament data right now. The Leaderboard page and the tournament's charity card show the latest figures.";

/** The Golf Assistant: intent matching over a golf and product knowledge base, live data where the question needs it. */
@Injectable()
export class ChatService {
  private readonly logger = new Logger(ChatService.name);

  constructor(private readonly facts: ChatFactsReader) {}

  suggestions({ currentPage }: ChatSuggestionsQuery): ChatSuggestionsResponse {
    return { suggestions: chatSuggestions(pageName(currentPage)) };
  }

  async reply({ messages, context }: ChatRequest, user: AuthUser | null): Promise<ChatResponse> {
    const page = pageName(context.currentPage);
    const question = readQuestion(messages, page);
    try {
      return { response: fitAnswer(await composeAnswer(question, page, this.facts.forRequest(context, user))) };
    } catch (error) {
      // A failed read (database, weather service) degrades to a short note rather than failing the chat.
      this.logger.warn(`Live ${question.intent ?? 'fallback'} answer failed: ${error instanceof Error ? error.message : String(error)}`);
      return { response: question.intent === 'weather' ? staticAnswers.weather : unavailable };
    }
  }
}
