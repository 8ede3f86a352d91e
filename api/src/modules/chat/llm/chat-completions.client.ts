import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { APP_CONFIG } from '../../../config/app-config.token';
import type { AppConfig } from '../../../config/env.schema';
import { serverSentData } from './server-sent-data';

/** How long the assistant waits for the model: this long without a word from it, and the built-in answer is used. */
export const DEFAULT_LLM_TIMEOUT_MS = 10_000;
const MAX_ANSWER_TOKENS = 400;

export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const completionChunk = z.object({
  choices: z.array(z.object({ delta: z.object({ content: z.string().nullish() }).partial().optional() })),
});

/**
 * An OpenAI-compatible chat completions endpoint (a hosted service, llama.cpp's server, Ollama), asked only
 * when LLM_BASE_URL and LLM_MODEL are set.
 */
@Injectable()
export class ChatCompletionsClient {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get enabled(): boolean {
    return Boolean(this.config.LLM_BASE_URL && this.config.LLM_MODEL);
  }

  /** The model's answer piece by piece; throws on an HTTP error, a malformed stream, or the timeout without a word. */
  async *stream(messages: readonly LlmMessage[], signal?: AbortSignal): AsyncGenerator<string> {
    const timeoutMs = this.config.LLM_TIMEOUT_MS ?? DEFAULT_LLM_TIMEOUT_MS;
    const silence = new AbortController();
    const restartTimer = () => setTimeout(() => silence.abort(new Error(`the model said nothing for ${timeoutMs} ms`)), timeoutMs);
    let timer = restartTimer();
    try {
      const response = await fetch(this.url(), {
        method: 'POST',
        headers: this.headers(),
        body: JSON.stringify({ model: this.config.LLM_MODEL, messages, stream: true, temperature: 0.2, max_tokens: MAX_ANSWER_TOKENS }),
        signal: signal ? AbortSignal.any([silence.signal, signal]) : silence.signal,
      });
      if (!response.ok || !response.body) throw new Error(`the model answered HTTP ${response.status}`);
      for await (const data of serverSentData(response.body)) {
        if (data === '[DONE]') return;
        clearTimeout(timer);
        timer = restartTimer();
        const piece = completionChunk.parse(JSON.parse(data)).choices[0]?.delta?.content;
        if (piece) yield piece;
      }
    } finally {
      clearTimeout(timer);
    }
  }

  private url(): string {
    return `${this.config.LLM_BASE_URL!.replace(/\/+$/, '')}/chat/completions`;
  }

  private headers(): Record<string, string> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'text/event-stream' };
    if (this.config.LLM_API_KEY) headers.Authorization = `Bearer ${this.config.LLM_API_KEY}`;
    return headers;
  }
}
