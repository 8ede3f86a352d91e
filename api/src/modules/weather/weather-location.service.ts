import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { WeatherQuery } from '@fairway/contracts';
import { DataSource } from 'typeorm';
import { CourseEntity } from '../course/course.entity';
import { ActiveTournamentService } from '../leaderboard/active-tournament.service';
import type { TournamentEntity } from '../tournament/tournament.entity';
import { coordinatesLabel, DEFAULT_WEATHER_LOCATION, type WeatherLocation } from './weather-location';

/** Where to report the weather for: the sent coordinates, else the active tournament's course, else the default. */
@Injectable()
export class WeatherLocationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly activeTournaments: ActiveTournamentService,
  ) {}

  async resolve(query: WeatherQuery): Promise<WeatherLocation> {
    if (query.lat !== undefined && query.lon !== undefined) {
      const coordinates = { latitude: query.lat, longitude: query.lon };
      return { ...coordinates, name: coordinatesLabel(coordinates) };
    }
    const tournament = await this.activeTournaments.find();
    return (tournament && (await this.courseLocation(tournament))) ?? DEFAULT_WEATHER_LOCATION;
  }

  /** The linked course, or else a course of the same name, that has coordinates on file. */
  private async courseLocation(tournament: TournamentEntity): Promise<WeatherLocation | null> {
    const course = await this.dataSource
      .getRepository(CourseEntity)
      .createQueryBuilder('course')
      .where('course.latitude IS NOT NULL AND course.longitude IS NOT NULL')
      .andWhere('(course.id = :courseId OR lower(course.name) = lower(:courseName))', {
        courseId: tournament.courseId,
        courseName: tournament.courseName,
      })
      .orderBy('CASE WHEN course.id = :courseId THEN 0 ELSE 1 END', 'ASC')
      .addOrderBy('course.createdAt', 'ASC')
      .getOne();
    if (!course || course.latitude === null || course.longitude === null) return null;
    return { latitude: course.latitude, longitude: course.longitude, name: `${course.name}, ${course.location}` };
  }
}
