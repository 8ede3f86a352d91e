import { Injectable, Logger } from '@nestjs/common';
import type { ChatRequest, ChatResponse, ChatStreamEvent, ChatSuggestionsQuery, ChatSuggestionsResponse } from '@fairway/contracts';
import type { AuthUser } from '../../common/auth';
import { chatSuggestions } from './conversation/chat-suggestions';
import { composeAnswer } from './conversation/compose-answer';
import { fitAnswer } from './conversation/fit-answer';
import { pageName } from './conversation/page-name';
import { readQuestion } from './conversation/read-question';
import { ChatFactsReader } from './facts/chat-facts.reader';
import { staticAnswers } from './knowledge/static-answers';
import { ChatCompletionsClient } from './llm/chat-completions.client';
import { llmPrompt } from './llm/llm-prompt';

const unavailable = "I can't read the live tournament data right now. The Leaderboard page and the tournament's charity card show the latest figures.";

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The Golf Assistant: intent matching over a golf and product knowledge base with live data where the
 * question needs it; with a language model configured, the model words the answer from those facts.
 */
@Injectable()
export class ChatService {
  private readonly logger = new Logger(ChatService.name);

  constructor(
    private readonly facts: ChatFactsReader,
    private readonly llm: ChatCompletionsClient,
  ) {}

  suggestions({ currentPage }: ChatSuggestionsQuery): ChatSuggestionsResponse {
    return { suggestions: chatSuggestions(pageName(currentPage)) };
  }

  async reply(request: ChatRequest, user: AuthUser | null): Promise<ChatResponse> {
    let response = '';
    for await (const event of this.replyStream(request, user)) if (event.type === 'done') response = event.response;
    return { response };
  }

  /** The answer as it is written: the model's pieces, then the answer to keep (the built-in one if the model fails). */
  async *replyStream(request: ChatRequest, user: AuthUser | null, signal?: AbortSignal): AsyncGenerator<ChatStreamEvent> {
    const builtIn = await this.builtInAnswer(request, user);
    if (!this.llm.enabled) {
      yield { type: 'delta', text: builtIn };
      yield { type: 'done', response: builtIn, source: 'built-in' };
      return;
    }
    let written = '';
    try {
      for await (const piece of this.llm.stream(llmPrompt(request.messages, pageName(request.context.currentPage), builtIn), signal)) {
        written += piece;
        yield { type: 'delta', text: piece };
      }
      if (!written.trim()) throw new Error('the model answered nothing');
      yield { type: 'done', response: fitAnswer(written), source: 'model' };
    } catch (error) {
      if (signal?.aborted) return;
      this.logger.warn(`Language model failed, built-in answer used: ${reason(error)}`);
      yield { type: 'done', response: builtIn, source: 'built-in' };
    }
  }

  private async builtInAnswer({ messages, context }: ChatRequest, user: AuthUser | null): Promise<string> {
    const page = pageName(context.currentPage);
    const question = readQuestion(messages, page);
    try {
      return fitAnswer(await composeAnswer(question, page, this.facts.forRequest(context, user)));
    } catch (error) {
      // A failed read (database, weather service) degrades to a short note rather than failing the chat.
      this.logger.warn(`Live ${question.intent ?? 'fallback'} answer failed: ${reason(error)}`);
      return question.intent === 'weather' ? staticAnswers.weather : unavailable;
    }
  }
}
