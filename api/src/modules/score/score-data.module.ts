import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ScoreRepository } from './score.repository';
import { ScoreEntity } from './score.entity';
import { SubmittedCardRepository } from './submitted-card.repository';

/**
 * The score tables' repositories (scores, submitted_cards), apart from ScoreModule because ScoreModule needs
 * TeamModule while the team, leaderboard, skins, awards and charity modules read scores.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ScoreEntity])],
  providers: [ScoreRepository, SubmittedCardRepository],
  exports: [ScoreRepository, SubmittedCardRepository],
})
export class ScoreDataModule {}
