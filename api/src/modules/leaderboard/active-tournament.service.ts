import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { localCalendarDate } from '@fairway/contracts';
import { DataSource } from 'typeorm';
import { TournamentEntity } from '../tournament/tournament.entity';

/**
 * "The" active tournament for screens that show one without being told which (the clubhouse TV, the
 * default weather location): status active, one dated today (server's calendar day) preferred, then
 * the earliest created.
 */
@Injectable()
export class ActiveTournamentService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  find(today: string = localCalendarDate()): Promise<TournamentEntity | null> {
    return this.dataSource
      .getRepository(TournamentEntity)
      .createQueryBuilder('tournament')
      .where('tournament.status = :status', { status: 'active' })
      .orderBy('CASE WHEN tournament.date = :today THEN 0 ELSE 1 END', 'ASC')
      .addOrderBy('tournament.createdAt', 'ASC')
      .addOrderBy('tournament.id', 'ASC')
      .setParameter('today', today)
      .getOne();
  }
}
