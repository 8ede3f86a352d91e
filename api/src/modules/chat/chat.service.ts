import { Injectable } from '@nestjs/common';
import type { ChatRequest, ChatResponse, ChatSuggestionsQuery, ChatSuggestionsResponse } from '@fairway/contracts';
import { chatSuggestions } from './conversation/chat-suggestions';
import { fitAnswer } from './conversation/fit-answer';
import { fallbackAnswer, greetingAnswer } from './conversation/help-answers';
import { pageName, type PageName } from './conversation/page-name';
import { type Question, readQuestion } from './conversation/read-question';
import { handicapCalculation } from './knowledge/handicap-calculator';
import { staticAnswers } from './knowledge/static-answers';
import { strokesCalculation } from './knowledge/strokes-calculator';
import { LiveAnswersService } from './live/live-answers.service';

/** The Golf Assistant: intent matching over a golf and product knowledge base, live data where it helps. */
@Injectable()
export class ChatService {
  constructor(private readonly liveAnswers: LiveAnswersService) {}

  suggestions({ currentPage }: ChatSuggestionsQuery): ChatSuggestionsResponse {
    return { suggestions: chatSuggestions(pageName(currentPage)) };
  }

  async reply({ messages, context }: ChatRequest): Promise<ChatResponse> {
    const page = pageName(context.currentPage);
    const answer = await this.answer(readQuestion(messages, page), page, context.tournamentId);
    return { response: fitAnswer(answer) };
  }

  private async answer({ text, intent }: Question, page: PageName, tournamentId: string | undefined): Promise<string> {
    switch (intent) {
      case null:
        return fallbackAnswer(page);
      case 'greeting':
        return greetingAnswer(page);
      case 'handicap':
        return handicapCalculation(text) ?? staticAnswers.handicap;
      case 'strokes-per-hole':
        return strokesCalculation(text) ?? staticAnswers['strokes-per-hole'];
      case 'leader':
      case 'charity-progress':
      case 'donate':
        return (await this.liveAnswers.answer(intent, tournamentId)) ?? staticAnswers[intent];
      default:
        return staticAnswers[intent];
    }
  }
}
