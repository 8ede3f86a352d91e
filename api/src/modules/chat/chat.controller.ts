import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import {
  type ChatRequest,
  chatRequest,
  type ChatResponse,
  type ChatSuggestionsQuery,
  chatSuggestionsQuery,
  type ChatSuggestionsResponse,
} from '@fairway/contracts';
import { type AuthUser, CurrentUser, Public } from '../../common/auth';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { WriteLimit } from '../../common/limits/write-limit.decorator';
import { ChatService } from './chat.service';

/** The Golf Assistant: visitors may chat too. */
@Public()
@Controller('chat')
export class ChatController {
  constructor(private readonly chatService: ChatService) {}

  @Get('suggestions')
  suggestions(@Query(new ZodValidationPipe(chatSuggestionsQuery)) query: ChatSuggestionsQuery): ChatSuggestionsResponse {
    return this.chatService.suggestions(query);
  }

  @Post()
  @HttpCode(HttpStatus.OK)
  @WriteLimit('chat')
  reply(@Body(new ZodValidationPipe(chatRequest)) body: ChatRequest, @CurrentUser() user: AuthUser | null): Promise<ChatResponse> {
    return this.chatService.reply(body, user);
  }
}
