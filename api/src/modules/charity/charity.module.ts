import { Module } from '@nestjs/common';
import { TournamentModule } from '../tournament/tournament.module';
import { CharityController } from './charity.controller';
import { CharityService } from './charity.service';

@Module({
  imports: [TournamentModule],
  controllers: [CharityController],
  providers: [CharityService],
})
export class CharityModule {}
