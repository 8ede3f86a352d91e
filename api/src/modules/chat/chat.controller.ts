import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query, Req, Res } from '@nestjs/common';
import {
  type ChatRequest,
  chatRequest,
  chatStreamMediaType,
  type ChatSuggestionsQuery,
  chatSuggestionsQuery,
  type ChatSuggestionsResponse,
} from '@fairway/contracts';
import type { Request, Response } from 'express';
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

  /** JSON ChatResponse, or Server-Sent Events (chatStreamEvent) when asked with Accept: text/event-stream. */
  @Post()
  @HttpCode(HttpStatus.OK)
  @WriteLimit('chat')
  async reply(
    @Body(new ZodValidationPipe(chatRequest)) body: ChatRequest,
    @CurrentUser() user: AuthUser | null,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    if (!request.headers.accept?.includes(chatStreamMediaType)) {
      response.status(HttpStatus.OK).json(await this.chatService.reply(body, user));
      return;
    }
    const left = new AbortController();
    response.on('close', () => left.abort());
    response
      .status(HttpStatus.OK)
      .set({ 'Content-Type': `${chatStreamMediaType}; charset=utf-8`, 'Cache-Control': 'no-cache, no-transform', 'X-Accel-Buffering': 'no' });
    response.flushHeaders();
    for await (const event of this.chatService.replyStream(body, user, left.signal)) response.write(`data: ${JSON.stringify(event)}\n\n`);
    response.end();
  }
}
