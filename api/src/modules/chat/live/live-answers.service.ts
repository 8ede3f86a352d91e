import { Injectable, Logger } from '@nestjs/common';
import type { Tournament } from '@fairway/contracts';
import { productAnswers } from '../knowledge/product-answers';
import { charityAnswer, donationLinks } from './charity-answer';
import { leaderAnswer } from './leader-answer';
import { LiveTournamentsReader } from './live-tournaments.reader';

export type LiveIntent = 'leader' | 'charity-progress' | 'donate';

const unavailable = "I can't read the live tournament data right now. The Leaderboard page and the tournament's charity card show the latest figures.";

/**
 * Answers built from live data. Null when no tournament is in play, so the caller answers from the
 * knowledge base instead; a failed read degrades to a short note rather than failing the chat.
 */
@Injectable()
export class LiveAnswersService {
  private readonly logger = new Logger(LiveAnswersService.name);

  constructor(private readonly reader: LiveTournamentsReader) {}

  async answer(intent: LiveIntent, pageTournamentId: string | undefined): Promise<string | null> {
    try {
      const tournaments = await this.reader.current(pageTournamentId);
      if (tournaments.length === 0) return null;
      return await this.compose(intent, tournaments);
    } catch (error) {
      this.logger.warn(`Live ${intent} answer failed: ${error instanceof Error ? error.message : String(error)}`);
      return unavailable;
    }
  }

  private async compose(intent: LiveIntent, tournaments: Tournament[]): Promise<string | null> {
    switch (intent) {
      case 'leader':
        return leaderAnswer(await Promise.all(tournaments.map((tournament) => this.reader.leaderboard(tournament.id))));
      case 'charity-progress':
        return charityAnswer(tournaments);
      case 'donate': {
        const links = donationLinks(tournaments);
        return links.length ? [productAnswers.donate, '', 'Donation links:', ...links].join('\n') : null;
      }
    }
  }
}
