import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ScoreDataService } from './score-data.service';
import { ScoreRepository } from './score.repository';
import { ScoreEntity } from './score.entity';
import { SubmittedCardRepository } from './submitted-card.repository';

/**
 * The score tables (scores, submitted_cards), apart from ScoreModule because ScoreModule needs TeamModule
 * while the team, leaderboard, skins, awards and fundraising modules read scores: they use ScoreDataService; the
 * repositories are exported for ScoreModule's own services only.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ScoreEntity])],
  providers: [ScoreRepository, SubmittedCardRepository, ScoreDataService],
  exports: [ScoreDataService, ScoreRepository, SubmittedCardRepository],
})
export class ScoreDataModule {}
